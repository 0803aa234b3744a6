/**
 * The consent dialog before the AI report (spec §2.2 item 12, §5): what the assistant does, a
 * checkbox to agree to AI analysis with a link to the disclaimer, Cancel and 'Confirm and view
 * report'. Confirming without the tick is refused with 'need to agree to use the disclaimer';
 * once accepted it is remembered in localStorage and not asked again.
 */
import { AI_REPORT_DISCLAIMER_KEY } from '@portal/shared';
import { feedback } from '@portal/ui';
import { Button, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const consentGiven = (): boolean => {
  try {
    return localStorage.getItem(AI_REPORT_DISCLAIMER_KEY) === '1';
  } catch {
    return false;
  }
};

export function DisclaimerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('aiReport.disclaimerTitle')} onCancel={onClose} width={600} footer={<Button onClick={onClose} data-testid="ai-disclaimer-close">{t('aiReport.close')}</Button>} data-testid="ai-disclaimer">
      <Typography.Paragraph>{t('aiReport.disclaimerText')}</Typography.Paragraph>
    </Modal>
  );
}

export function AiReportConsent({ open, onCancel, onAccept }: { open: boolean; onCancel: () => void; onAccept: () => void }) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [disclaimer, setDisclaimer] = useState(false);
  const confirm = () => {
    if (!agreed) {
      void feedback().message.warning(t('aiReport.needAgree'));
      return;
    }
    try {
      localStorage.setItem(AI_REPORT_DISCLAIMER_KEY, '1');
    } catch {
      // Storage refused (private mode): asked again next time, nothing else lost.
    }
    onAccept();
  };
  return (
    <>
      <Modal
        open={open}
        title={t('aiReport.consentTitle')}
        onCancel={onCancel}
        width={600}
        data-testid="ai-consent"
        footer={[
          <Button key="cancel" onClick={onCancel} data-testid="ai-consent-cancel">{t('common.cancel')}</Button>,
          <Button key="ok" type="primary" onClick={confirm} data-testid="ai-consent-confirm">{t('aiReport.confirm')}</Button>,
        ]}
      >
        <Typography.Paragraph>{t('aiReport.consentIntro')}</Typography.Paragraph>
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="ai-consent-agree">
          {t('aiReport.agree')}
        </Checkbox>{' '}
        <Typography.Link onClick={() => setDisclaimer(true)} data-testid="ai-consent-disclaimer">
          {t('aiReport.disclaimerLink')}
        </Typography.Link>
      </Modal>
      <DisclaimerModal open={disclaimer} onClose={() => setDisclaimer(false)} />
    </>
  );
}
