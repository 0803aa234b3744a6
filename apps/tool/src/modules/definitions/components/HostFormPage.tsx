/**
 * The dynamic form page, also shown inside the mobile app: the definition by fromName (a
 * spinner while it loads), the form with its bottom buttons from `property.operate_buttons`
 * (default close and submit; the submit label from submit_title). Submitting validates, sends
 * the values to the definition's submitApi when it names one, and posts them to the host app as
 * 'params'; the host's 'submit' message submits the form; close posts 'close' after 1 s (or
 * goes back outside the app).
 */
import { DEFINITION_CALLS } from '@portal/shared';
import { callWith, closeFormPage, DynamicForm, request, splitSubmitApi, submitFormPage, useHostSubmit, type FormPageConfig, type FormValues } from '@portal/ui';
import { Alert, App, Card, Form, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type Loaded = { config: FormPageConfig } | { failed: true };

export function HostFormPage({ fromName }: { fromName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let live = true;
    callWith(request, DEFINITION_CALLS.formInfo, { query: { from_name: fromName } }).then(
      (r) => live && setLoaded({ config: splitSubmitApi(r.data) }),
      () => live && setLoaded({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [fromName]);

  useHostSubmit(form);

  if (!loaded) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} data-testid="form-page-loading" />;
  if ('failed' in loaded) return <Alert type="error" showIcon title={t('form.loadFailed')} data-testid="form-page-error" />;
  const { definition } = loaded.config;

  const submit = async (values: FormValues) => {
    const outcome = await submitFormPage(loaded.config, values);
    if (outcome === 'sent' || outcome === 'unsent') void message.success(t('testing.form.submitted'));
  };
  const close = () => closeFormPage(() => void (window.history.length > 1 ? navigate(-1) : navigate('/')));

  return (
    <Card data-testid="form-page" data-from-name={fromName}>
      <DynamicForm definition={definition} form={form} onSubmit={submit} onClose={close} layout="vertical" />
    </Card>
  );
}
