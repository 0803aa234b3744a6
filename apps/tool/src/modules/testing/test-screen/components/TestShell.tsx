/**
 * The shell of every test page: a fixed header with the product title, the
 * Home button (pad mode asks before interrupting; hidden in the v2 flow in pad mode), the user's
 * avatar, the text-size radio and the language switch; the floating version label; the filing
 * number outside pad mode (a tablet in a clinic is no public web page).
 */
import { HomeOutlined, UserOutlined } from '@ant-design/icons';
import type { Locale } from '@portal/shared';
import { currentIdentityNames, IcpFooter, isPadMode, LanguageSwitch, Logo, setLanguage, useAuth, useLanguage, userApi } from '@portal/ui';
import { App, Avatar, Button, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FontSizeRadio } from './FontSizeRadio';
import { VersionLabel } from './VersionLabel';

export interface TestShellProps {
  /** The tool or page name after the product title. */
  title?: string;
  /** Which flow's home the Home button opens; 'v2' also hides it in pad mode. */
  flow?: 'v1' | 'v2';
  children: ReactNode;
  testId?: string;
}

export function homePathOf(flow: TestShellProps['flow']): string {
  return flow === 'v1' ? '/dreamits' : flow === 'v2' ? '/dreamit' : '/';
}

/** Pad mode hides Home in the v2 flow (the tablet stays in the test); elsewhere it asks first. */
export function homeButtonMode(flow: TestShellProps['flow'], pad: boolean): 'hidden' | 'confirm' | 'plain' {
  if (!pad) return 'plain';
  return flow === 'v2' ? 'hidden' : 'confirm';
}

export function TestShell({ title, flow, children, testId }: TestShellProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const locale = useLanguage();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const pad = isPadMode(window.localStorage);
  const mode = homeButtonMode(flow, pad);

  const goHome = () => {
    if (mode !== 'confirm') return void navigate(homePathOf(flow));
    modal.confirm({
      title: t('testing.shell.interruptTitle'),
      content: t('testing.shell.interruptContent'),
      okText: t('testing.shell.interruptOk'),
      cancelText: t('common.cancel'),
      onOk: () => void navigate(homePathOf(flow)),
    });
  };

  // The server keeps the language too, so the portal opens in it next time (as on the home page).
  const switchLanguage = async (next: Locale) => {
    try {
      if (user) await userApi.edit({ locale_type: next });
      setLanguage(next);
    } catch {
      // The call client said why; stay in the current language.
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f7f8' }} data-testid={testId}>
      <header data-testid="test-header" style={{ position: 'sticky', top: 0, zIndex: 30, background: '#fff', boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)' }}>
        <Flex align="center" justify="space-between" gap={8} wrap style={{ maxWidth: 1200, margin: '0 auto', minHeight: 56, padding: '6px 16px', boxSizing: 'border-box' }}>
          <Flex align="center" gap={8} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Logo size={28} />
            <Typography.Text strong ellipsis style={{ fontSize: '1.1em' }} data-testid="test-title">
              {title ? `${t('tool.title')} · ${title}` : t('tool.title')}
            </Typography.Text>
          </Flex>
          <Flex align="center" gap={8} wrap style={{ justifyContent: 'flex-end' }}>
            {mode !== 'hidden' ? (
              <Button icon={<HomeOutlined />} onClick={goHome} data-testid="test-home">
                {t('testing.shell.home')}
              </Button>
            ) : null}
            <FontSizeRadio />
            <LanguageSwitch size="small" onChange={(l) => void switchLanguage(l)} />
            {user ? (
              <Tooltip title={currentIdentityNames(user, locale).institution}>
                <Flex align="center" gap={6} data-testid="test-user">
                  <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1f7a8c' }} />
                  <Typography.Text ellipsis style={{ maxWidth: 120 }}>
                    {user.nickname || t('common.user')}
                  </Typography.Text>
                </Flex>
              </Tooltip>
            ) : null}
          </Flex>
        </Flex>
      </header>
      <main style={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: '16px 16px 48px', boxSizing: 'border-box' }} className="test-main">
        {children}
      </main>
      {pad ? null : <IcpFooter />}
      <VersionLabel />
    </div>
  );
}
