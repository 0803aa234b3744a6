/** A case's or summary's status as a coloured tag, in the user's language. */
import type { CompassStatus } from '@portal/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CompassStatus, string> = { Edit: 'processing', Close: 'warning', Custom: 'success' };

export function CompassStatusTag({ status }: { status: CompassStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="compass-status" data-status={status}>
      {t(`compass.status.${status}`)}
    </Tag>
  );
}
