/** Welcome page at / inside the shell: who is logged in, with which institution and role. */
import { currentIdentityNames, Logo, useAuth, useLanguage } from '@portal/ui';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function Dashboard() {
  const { t } = useTranslation();
  const locale = useLanguage();
  const { user } = useAuth();
  if (!user) return null;
  const names = currentIdentityNames(user, locale);
  const displayName = user.nickname || user.username;
  return (
    <Card data-testid="dashboard">
      <Flex gap={16} align="center" wrap style={{ marginBottom: 24 }}>
        <Logo size={48} />
        <div>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="dashboard-welcome">
            {t('shell.welcome', { name: displayName })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('shell.dashboardHint')}</Typography.Text>
        </div>
      </Flex>
      <Descriptions
        bordered
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'account', label: t('shell.account'), children: <span data-testid="dashboard-user">{user.username}</span> },
          { key: 'institution', label: t('shell.institution'), children: <span data-testid="dashboard-institution">{names.institution || t('shell.unknown')}</span> },
          { key: 'role', label: t('shell.role'), children: <span data-testid="dashboard-role">{names.role || t('shell.unknown')}</span> },
        ]}
      />
    </Card>
  );
}
