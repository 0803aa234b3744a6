/** An unknown renderName is loud: '?name' in red with a tooltip, never a silent blank cell. */
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function UnknownCell({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('table.unknownRenderer', { name })}>
      <Typography.Text type="danger" data-testid="cell-unknown-renderer">{`?${name}`}</Typography.Text>
    </Tooltip>
  );
}
