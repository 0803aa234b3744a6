/** The two empty states pages show until the page engine arrives, and when permission is missing. */
import { StopOutlined } from '@ant-design/icons';
import { Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function NotConfigured() {
  const { t } = useTranslation();
  return <Empty data-testid="page-not-configured" description={t('common.notConfigured')} style={{ padding: '48px 0' }} />;
}

export function NoPermission() {
  const { t } = useTranslation();
  return <Result data-testid="no-permission" icon={<StopOutlined style={{ color: '#bfbfbf' }} />} title={t('error.noPermission')} />;
}
