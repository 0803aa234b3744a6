/**
 * The /from/{fromName} page (a standalone dynamic form) may submit to a call the
 * definition names in `property.formProps.submitApi` (and `submitMethod`, POST by default). The
 * shared schema is untouched: formProps is free JSON, and these keys are taken out before the
 * rest is spread onto the antd Form.
 */
import type { FormDefinition } from '@portal/shared';

export interface FormPageConfig {
  definition: FormDefinition;
  submitApi?: string;
  submitMethod: 'POST' | 'PUT';
}

export function splitSubmitApi(definition: FormDefinition): FormPageConfig {
  const formProps = definition.property?.formProps;
  if (!formProps || !('submitApi' in formProps || 'submitMethod' in formProps)) return { definition, submitMethod: 'POST' };
  const { submitApi, submitMethod, ...rest } = formProps;
  const config: FormPageConfig = {
    definition: { ...definition, property: { ...definition.property, formProps: rest } },
    submitMethod: String(submitMethod).toUpperCase() === 'PUT' ? 'PUT' : 'POST',
  };
  if (typeof submitApi === 'string' && submitApi.trim().startsWith('/')) config.submitApi = submitApi.trim();
  return config;
}
