import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the login state is still unknown, and as the Suspense fallback of lazy routes. */
export function FullPageSpin({ tip }: { tip?: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="page-loading">
      <Spin size="large" />
      <Typography.Text type="secondary">{tip ?? t('common.loading')}</Typography.Text>
    </Flex>
  );
}
