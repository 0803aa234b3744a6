/** Full-screen pages outside the shell; their engines come in later issues. */
import { DEFINITION_CALLS } from '@portal/shared';
import { callWith, closeFormPage, PreviewScreen, DefinitionToolbar, DynamicForm, feedback, request, splitSubmitApi, submitFormPage, useHostSubmit, type FormPageConfig, type FormValues } from '@portal/ui';
import { Alert, Flex, Form, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RequireLogin } from '../modules/identity';
import { NotConfigured, StandalonePage } from '../modules/page';
import { AiReportScreen } from '../modules/reports';

type Loaded = { name: string; config?: FormPageConfig; failed?: boolean };

/**
 * The form of /from/:fromName: loaded by name, buttons from `operate_buttons` (close goes
 * back). Submitting sends the values to `formProps.submitApi` when the definition names one;
 * otherwise nothing is sent and the page says the values passed validation (a form without a
 * call is a preview, e.g. while a definition is being written). Inside the mobile app it talks
 * to the app as the tool site's form page does (the host's 'submit', 'params', 'close').
 */
function StandaloneForm({ fromName }: { fromName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [form] = Form.useForm();
  const [validated, setValidated] = useState<FormValues | null>(null);
  useHostSubmit(form);
  // Bumped after a developer saves the definition: fetch it again and show the new form.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    callWith(request, DEFINITION_CALLS.formInfo, { query: { from_name: fromName } }).then(
      (r) => live && setLoaded({ name: fromName, config: splitSubmitApi(r.data) }),
      () => live && setLoaded({ name: fromName, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [fromName, version]);

  if (!loaded || loaded.name !== fromName) return <Spin data-testid="from-page-loading" />;
  if (loaded.failed || !loaded.config) return <Alert type="error" showIcon title={t('form.loadFailed')} data-testid="from-page-error" />;
  const config = loaded.config;
  const close = () => closeFormPage(() => (window.history.length > 1 ? void navigate(-1) : void navigate('/')));
  const submit = async (values: FormValues) => {
    const outcome = await submitFormPage(config, values);
    if (outcome === 'unsent') setValidated(values);
    if (outcome === 'sent') void feedback().message.success(t('action.formSubmitted'));
  };
  return (
    <Flex vertical gap={16} data-testid="from-page">
      <DefinitionToolbar formNames={[fromName]} onSaved={() => setVersion((v) => v + 1)} />
      <DynamicForm key={version} definition={config.definition} form={form} onSubmit={submit} onClose={close} />
      {validated ? (
        <Alert type="success" showIcon data-testid="from-page-validated" title={t('action.formValidated')} description={<>{t('action.formNotSent')}<pre style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>{JSON.stringify(validated, null, 2)}</pre></>} />
      ) : null}
    </Flex>
  );
}

/** /from/:fromName — a dynamic form opened on its own (e.g. linked from elsewhere); logged in only. */
export function FormPage() {
  const { t } = useTranslation();
  const { fromName = '' } = useParams();
  return (
    <RequireLogin>
      <StandalonePage title={t('shell.formTitle', { name: fromName })}>{fromName ? <StandaloneForm key={fromName} fromName={fromName} /> : <NotConfigured />}</StandalonePage>
    </RequireLogin>
  );
}

/** /preview/:fileId — a stored file (GET /api/system/file/info {fileId}) on its own screen, logged in. */
export function PreviewPage() {
  const { fileId = '' } = useParams();
  return <PreviewScreen key={fileId} fileId={fileId} />;
}

/** /report/ai/:testId — AI report screen (pad mode, logged in). */
export function AiReportPage() {
  const { t } = useTranslation();
  const { testId = '' } = useParams();
  return (
    <StandalonePage title={t('shell.aiReportTitle')}>
      <AiReportScreen key={testId} testId={testId} />
    </StandalonePage>
  );
}
