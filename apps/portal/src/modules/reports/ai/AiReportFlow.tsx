/**
 * The AI report button of a test's report view and what follows it: consent (unless accepted
 * before), progress, then the two drawers, which cover the report view while they are open.
 */
import { RobotOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiReportConsent, consentGiven } from './AiReportConsent';
import { AiReportDrawers } from './AiReportDrawers';
import { AiReportProgress } from './AiReportProgress';
import { useAiReport } from './useAiReport';

export function AiReportFlow({ testId, pdfFileId }: { testId: string; pdfFileId: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const ai = useAiReport(testId);
  const begin = () => (consentGiven() ? ai.start() : setAsking(true));
  const done = ai.state.step === 'done' ? ai.state.report : null;
  return (
    <>
      <Button icon={<RobotOutlined />} onClick={begin} data-testid="ai-report-button">
        {t('aiReport.button')}
      </Button>
      <AiReportConsent
        open={asking}
        onCancel={() => setAsking(false)}
        onAccept={() => {
          setAsking(false);
          ai.start();
        }}
      />
      <AiReportProgress state={ai.state} onRetry={ai.regenerate} onCancel={ai.reset} />
      <AiReportDrawers
        report={done}
        pdfFileId={pdfFileId}
        onRegenerate={ai.regenerate}
        onClose={ai.reset}
      />
    </>
  );
}
