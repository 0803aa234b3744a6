/** Full-screen pages outside the shell; their engines come in later issues. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLoginState } from '../modules/auth/hooks/useLoginState';
import { NotConfigured } from '../modules/page/components/EmptyStates';
import { StandalonePage } from '../modules/page/components/StandalonePage';

/** /from/:fromName — a dynamic form opened on its own (e.g. linked from elsewhere). */
export function FormPage() {
  const { t } = useTranslation();
  const { fromName = '' } = useParams();
  useLoginState();
  return (
    <StandalonePage title={t('shell.formTitle', { name: fromName })}>
      <NotConfigured />
    </StandalonePage>
  );
}

/** /dreamit/token/:token — plus-info page, reachable without login. */
export function PlusInfoPage() {
  const { t } = useTranslation();
  useLoginState();
  return (
    <StandalonePage title={t('shell.plusInfoTitle')}>
      <NotConfigured />
    </StandalonePage>
  );
}

/** /swams — local pad-mode screen (logged in). */
export function SwamsPage() {
  const { t } = useTranslation();
  return (
    <StandalonePage title={t('shell.swamsTitle')}>
      <NotConfigured />
    </StandalonePage>
  );
}

/** /report/ai/:testId — AI report screen (pad mode, logged in). */
export function AiReportPage() {
  const { t } = useTranslation();
  return (
    <StandalonePage title={t('shell.aiReportTitle')}>
      <NotConfigured />
    </StandalonePage>
  );
}
