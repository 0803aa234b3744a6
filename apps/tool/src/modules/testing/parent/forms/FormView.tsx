/** One parent form: its items (titles, fields, messages after the first save attempt) and its button. */
import type { Locale, LovEntry } from '@portal/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { Field } from './fields';
import { fieldMessage, formMessages, initialValues, isSupportedType, labelOf, shownItems, submittedValues, type FormValue, type FormValues, type ParentFormDefinition } from './model';

export interface FormViewProps {
  definition: ParentFormDefinition;
  lovs: Record<string, LovEntry[] | undefined>;
  saved: Record<string, unknown> | undefined;
  locale: Locale;
  submitLabel: string;
  /** Shown above the button (the operating guide's audio player). */
  extra?: ReactNode;
  onSubmit(values: FormValues): Promise<void>;
}

export function FormView({ definition, lovs, saved, locale, submitLabel, extra, onSubmit }: FormViewProps) {
  const [values, setValues] = useState<FormValues>(() => initialValues(definition.fromItem, saved));
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const items = useMemo(() => shownItems(definition.fromItem, values), [definition, values]);

  const submit = async () => {
    setShowErrors(true);
    const messages = formMessages(definition.fromItem, values, locale);
    const first = definition.fromItem.find((item) => messages[item.keyName]);
    if (first) {
      document.getElementById(`f-${first.keyName}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(submittedValues(definition.fromItem, values));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="p-form"
      noValidate
      data-testid={`form-${definition.from_name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {items.map((item) => {
        const label = labelOf(item, locale);
        if (item.input.type === 'title') {
          return (
            <h3 key={item.keyName} className="p-form-title">
              {label}
            </h3>
          );
        }
        const unsupported = !isSupportedType(item.input.type);
        const message = unsupported || showErrors ? fieldMessage(item, values, locale) : null;
        const messageId = message ? `m-${item.keyName}` : undefined;
        const single = item.input.type === 'checkbox' && !item.input.lovName;
        return (
          <div key={item.keyName} className={`p-field${message ? ' p-field-error' : ''}`}>
            {single ? null : (
              <label className="p-label" htmlFor={`f-${item.keyName}`}>
                {label}
                {item.rules?.some((r) => r.type === 'required') ? <span className="p-required" aria-hidden="true"> *</span> : null}
              </label>
            )}
            {unsupported ? null : (
              <Field
                item={item}
                value={values[item.keyName]}
                onChange={(value: FormValue) => setValues((current) => ({ ...current, [item.keyName]: value }))}
                lovs={lovs}
                locale={locale}
                id={`f-${item.keyName}`}
                describedBy={messageId}
              />
            )}
            {message ? (
              <div id={messageId} className="p-field-message" role="alert" data-testid={`message-${item.keyName}`}>
                {message}
              </div>
            ) : null}
          </div>
        );
      })}
      {extra}
      <div className="p-actions">
        <button type="submit" className="p-button p-button-primary p-button-block" disabled={saving} data-testid="form-submit">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
