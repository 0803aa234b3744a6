/**
 * Full-screen page outside the shell (plus-info, standalone form, pad-mode screens): header with
 * logo, title and avatar, then the page. Pad mode hides the return-home button.
 */
import { HomeOutlined } from '@ant-design/icons';
import { IcpFooter, isPadMode } from '@portal/ui';
import { Button, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppHeader } from '../../shell';
import { PageFrame, type Crumb } from './PageFrame';

export function StandalonePage({ title, crumbs, children }: { title: string; crumbs?: Crumb[]; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const backHome = isPadMode(localStorage) ? null : (
    <Button icon={<HomeOutlined />} onClick={() => navigate('/')} data-testid="back-home">
      {t('common.backHome')}
    </Button>
  );
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="standalone-page">
      <AppHeader />
      <Layout.Content style={{ margin: 16 }}>
        <PageFrame title={title} crumbs={crumbs} extra={backHome}>
          {children}
        </PageFrame>
      </Layout.Content>
      <IcpFooter />
    </Layout>
  );
}
