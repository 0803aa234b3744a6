/** The main shell: header, dark inline menu, content, ICP footer; plus the forced password dialog. */
import { IcpFooter, useAuth } from '@portal/ui';
import { Flex, Layout, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { SideMenu } from '../../menus';
import { ChangePasswordModal } from '../../identity';
import { AppHeader, HEADER_HEIGHT } from './AppHeader';

export function ShellLayout() {
  const { mustChangePassword } = useAuth();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="shell">
      <AppHeader />
      <Layout>
        <Layout.Sider
          theme="dark"
          width={224}
          collapsedWidth={64}
          breakpoint="lg"
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          style={{ position: 'sticky', top: HEADER_HEIGHT, height: `calc(100vh - ${HEADER_HEIGHT}px)`, overflow: 'auto' }}
        >
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
        <Layout>
          <Layout.Content style={{ margin: 16, minWidth: 0 }}>
            <Suspense fallback={<Flex justify="center" style={{ padding: 48 }}><Spin /></Flex>}>
              <Outlet />
            </Suspense>
          </Layout.Content>
          <IcpFooter />
        </Layout>
      </Layout>
      {/* No way around it: warn_code 316 means the password must change before anything else. */}
      <ChangePasswordModal open={mustChangePassword} forced onClose={() => undefined} />
    </Layout>
  );
}
