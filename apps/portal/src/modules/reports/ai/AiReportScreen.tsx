/**
 * /report/ai/:testId (platform-core §2.1, pad mode): the AI report of a test on the whole screen.
 * Consent first (unless accepted before; refusing leaves the screen with the consent button),
 * then the progress, then the text.
 */
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiReportConsent, consentGiven } from './AiReportConsent';
import { AiReportProgressView } from './AiReportProgress';
import { AiReportText } from './AiReportText';
import { useAiReport } from './useAiReport';

export function AiReportScreen({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const ai = useAiReport(testId);
  const [asking, setAsking] = useState(false);
  const { start } = ai;
  useEffect(() => {
    if (consentGiven()) start();
    else setAsking(true);
  }, [start]);

  const { state } = ai;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto', width: '100%' }} data-testid="ai-report-screen">
      <AiReportConsent
        open={asking}
        onCancel={() => setAsking(false)}
        onAccept={() => {
          setAsking(false);
          start();
        }}
      />
      {state.step === 'idle' && !asking ? (
        <Button type="primary" onClick={() => setAsking(true)} style={{ alignSelf: 'center' }} data-testid="ai-report-consent-again">
          {t('aiReport.button')}
        </Button>
      ) : null}
      {state.step === 'request' || state.step === 'generating' || state.step === 'error' ? (
        <Card>
          <AiReportProgressView state={state} onRetry={ai.regenerate} />
        </Card>
      ) : null}
      {state.step === 'done' ? (
        <Card
          lang={state.report.locale === 'zh' ? 'zh-CN' : 'en'}
          extra={<Button onClick={ai.regenerate} data-testid="ai-report-regenerate">{t('aiReport.regenerate')}</Button>}
          title={t('aiReport.drawerTitle')}
        >
          <AiReportText text={state.report.text} />
          <Typography.Text type="secondary">{t('aiReport.writtenBy', { writer: state.report.writer === 'builtin' ? t('aiReport.writer_builtin') : t('aiReport.writer_other') })}</Typography.Text>
        </Card>
      ) : null}
    </Flex>
  );
}
