/** How the oral-test status and Ment's state read: a coloured tag with the translated label. */
import type { MentState, OralTestStatus } from '@portal/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<OralTestStatus, string> = { 0: 'default', 1: 'processing', 100: 'success' };
const STATUS_KEYS = { 0: 'new', 1: 'testing', 100: 'reportReady' } as const satisfies Record<OralTestStatus, string>;
const MENT_COLORS: Record<MentState, string> = { report: 'success', behind: 'warning', none: 'default' };

export function OralStatusTag({ status }: { status: OralTestStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]} data-testid={`oral-status-${status}`}>{t(`swams.oralStatus.${STATUS_KEYS[status]}`)}</Tag>;
}

export function MentStateTag({ state }: { state: MentState | null }) {
  const { t } = useTranslation();
  if (!state) return null;
  return <Tag color={MENT_COLORS[state]} data-testid={`ment-state-${state}`}>{t(`swams.ment.${state}`)}</Tag>;
}
