/** The avatar dropdown of the header: identity switches, demonstration mode, password, language, logout. */
import {
  BankOutlined, DownOutlined, GlobalOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined, ExperimentOutlined,
} from '@ant-design/icons';
import { canUseDemonstrationMode, useAuth, useLanguage } from '@portal/ui';
import { Avatar, Button, Dropdown, Space, Switch, Tag, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordModal, IdentityModal } from '../../identity';
import { useAvatarActions } from '../hooks/useAvatarActions';

type Dialog = 'role' | 'institution' | 'password' | null;

export function AvatarMenu() {
  const { t } = useTranslation();
  const { user, menuList, status } = useAuth();
  const locale = useLanguage();
  const navigate = useNavigate();
  const actions = useAvatarActions();
  const [dialog, setDialog] = useState<Dialog>(null);

  if (status !== 'loggedIn' || !user) {
    return (
      <Button type="text" data-testid="avatar-menu" onClick={() => navigate('/')} icon={<Avatar size="small" icon={<UserOutlined />} />}>
        <span data-testid="avatar-name">{t('common.notLoggedIn')}</span>
      </Button>
    );
  }

  const target = locale === 'zh' ? 'en' : 'zh';
  const items: MenuProps['items'] = [
    { key: 'role', icon: <SwapOutlined />, label: t('menu.switchRole'), 'data-testid': 'avatar-switch-role' },
    { key: 'institution', icon: <BankOutlined />, label: t('menu.switchInstitution'), 'data-testid': 'avatar-switch-institution' },
    ...(canUseDemonstrationMode(menuList)
      ? [{
          key: 'demo',
          icon: <ExperimentOutlined />,
          label: (
            <Space size="large">
              {t('menu.demoMode')}
              <Switch size="small" checked={actions.demoMode} data-testid="demo-mode-switch" />
            </Space>
          ),
          'data-testid': 'avatar-demo-mode',
        }]
      : []),
    { key: 'password', icon: <KeyOutlined />, label: t('menu.changePassword'), 'data-testid': 'avatar-change-password' },
    {
      // Two languages: one click switches to the other one, whose short code the tag shows.
      key: 'language',
      icon: <GlobalOutlined />,
      label: (
        <Space>
          {t('menu.switchLanguage')}
          <Tag style={{ marginInlineEnd: 0 }} data-testid="language-target">{target === 'en' ? 'EN' : '中'}</Tag>
        </Space>
      ),
      'data-testid': 'language-switch',
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('menu.logout'), 'data-testid': 'avatar-logout' },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'role' || key === 'institution' || key === 'password') setDialog(key);
    else if (key === 'demo') actions.toggleDemoMode();
    else if (key === 'language') void actions.switchLanguage(target);
    else if (key === 'logout') void actions.logout();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" data-testid="avatar-menu" icon={<Avatar size="small" style={{ background: '#1f7a8c' }} icon={<UserOutlined />} />}>
          <span data-testid="avatar-name">{user.nickname || t('common.user')}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {(dialog === 'role' || dialog === 'institution') && (
        <IdentityModal
          open
          user={user}
          lockInstitution={dialog === 'role'}
          title={t(dialog === 'role' ? 'identity.switchRoleTitle' : 'identity.switchInstitutionTitle')}
          onConfirm={actions.switchIdentity}
          onCancel={() => setDialog(null)}
        />
      )}
      <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} />
    </>
  );
}
