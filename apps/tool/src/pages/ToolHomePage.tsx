/** Logged in: the institution's tools. */
import type { UserInfo } from '@portal/shared';
import { IcpFooter } from '@portal/ui';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ToolHeader } from '../modules/header/components/ToolHeader';
import { ToolGrid } from '../modules/tools/components/ToolGrid';

export function ToolHomePage({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-testid="tool-home">
      <ToolHeader user={user} />
      <main style={{ flex: 1, width: '100%', maxWidth: 1080, margin: '0 auto', padding: 16, boxSizing: 'border-box' }}>
        <Typography.Title level={4} style={{ marginTop: 8 }}>
          {t('tool.tools')}
        </Typography.Title>
        <ToolGrid institutionId={user.institutionId} />
      </main>
      <IcpFooter />
    </div>
  );
}
