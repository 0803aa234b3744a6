/** Whether the chosen tool is in effect for the institution (GET insTools/status), and its counts. */
import { Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToolStatus } from '../api';

export function ToolStatusTags({ status, loading }: { status: ToolStatus | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) return <Skeleton.Button active size="small" />;
  if (!status) return null;
  return (
    <Space size={4} wrap data-testid="tool-status" data-effective={status.effective}>
      <Tag color={status.effective ? 'green' : 'red'}>{status.effective ? t('testing.create.inEffect') : t('testing.create.notInEffect')}</Tag>
      <Tag>{status.remaining_tests === null ? t('testing.create.unlimited') : t('testing.create.remaining', { count: status.remaining_tests })}</Tag>
      <Tag>{t('testing.create.inProgress', { count: status.in_progress })}</Tag>
      {status.simultaneous_test_limit > 0 ? <Tag>{t('testing.create.limit', { count: status.simultaneous_test_limit })}</Tag> : null}
    </Space>
  );
}
