/** The three-step progress (request, AI report generating, done) with the percent, and the error with a retry. */
import { Alert, Button, Flex, Modal, Progress, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AiReportState } from './useAiReport';

export function AiReportProgressView({ state, onRetry }: { state: AiReportState; onRetry: () => void }) {
  const { t } = useTranslation();
  const current = state.step === 'request' || state.step === 'idle' ? 0 : state.step === 'done' ? 2 : 1;
  const percent = state.step === 'generating' ? state.percent : state.step === 'done' ? 100 : 0;
  return (
    <Flex vertical gap={16} data-testid="ai-progress">
      <Steps
        current={current}
        status={state.step === 'error' ? 'error' : 'process'}
        items={[{ title: t('aiReport.stepRequest') }, { title: t('aiReport.stepGenerating') }, { title: t('aiReport.stepDone') }]}
      />
      {state.step === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={state.message}
          data-testid="ai-progress-error"
          action={<Button onClick={onRetry} data-testid="ai-progress-retry">{t('aiReport.retry')}</Button>}
        />
      ) : (
        <Progress percent={percent} status="active" data-testid="ai-progress-percent" />
      )}
    </Flex>
  );
}

export function AiReportProgress({ state, onRetry, onCancel }: { state: AiReportState; onRetry: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const open = state.step === 'request' || state.step === 'generating' || state.step === 'error';
  return (
    <Modal open={open} title={t('aiReport.progressTitle')} onCancel={onCancel} footer={null} width={600} destroyOnHidden>
      <AiReportProgressView state={state} onRetry={onRetry} />
    </Modal>
  );
}
