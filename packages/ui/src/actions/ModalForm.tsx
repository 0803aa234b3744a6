/**
 * The generic modal form (spec §7.2), registered as dialog component 'form': the form named by
 * modalProps.fromName; submitting sends the ids of the flow's rows, the rowArgs lists and the
 * values to modalProps.sendApi (PUT unless `method` says otherwise), then finishes the dialog
 * with a truthy result so the flow goes on. Closing it finishes nothing: the flow stops silently.
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialogComponentProps } from '../dialogs/components';
import { DynamicForm, type FormValues } from '../form/DynamicForm';
import { useFormServices } from '../form/context';
import { feedback } from '../http/feedback';
import type { RequestFn } from '../http/client';
import { modalFormConfig, modalFormPayload, rowsOf, type ModalFormConfig, type Row } from './payload';

/** Sends the payload; resolves with a truthy finish result, or rejects with the call's error. */
export async function sendModalForm(request: RequestFn, config: ModalFormConfig, rows: readonly Row[], values: FormValues): Promise<{ payload: Record<string, unknown>; data: unknown }> {
  if (!config.sendApi) return { payload: modalFormPayload(rows, config, values), data: null };
  const payload = modalFormPayload(rows, config, values);
  const answer = config.method === 'GET' ? await request('GET', config.sendApi, { params: payload as Record<string, string> }) : await request(config.method, config.sendApi, { data: payload });
  return { payload, data: answer.data ?? null };
}

export function ModalForm({ data, props, finish, cancel }: DialogComponentProps & { request?: RequestFn }) {
  const { t } = useTranslation();
  const { request } = useFormServices(undefined);
  const fromName = typeof props.fromName === 'string' ? props.fromName : undefined;
  if (!fromName) return <Alert type="error" showIcon title={t('action.noForm')} data-testid="action-form-missing" />;
  const config = modalFormConfig(props);
  const onSubmit = async (values: FormValues) => {
    let result;
    try {
      result = await sendModalForm(request, config, rowsOf(data), values);
    } catch {
      return; // the call client showed the message; the form keeps what was typed
    }
    void feedback().message.success(t('action.sent'));
    finish(result);
  };
  return (
    <div data-testid="action-modal-form">
      <DynamicForm fromName={fromName} onSubmit={onSubmit} onClose={cancel} />
    </div>
  );
}
