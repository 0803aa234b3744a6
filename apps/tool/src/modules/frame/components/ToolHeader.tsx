/**
 * Tool-site header: logo and title, who is working and for which institution, the language
 * switch. Wraps onto two lines on a phone instead of squeezing the names.
 */
import { UserOutlined } from '@ant-design/icons';
import type { Locale, UserInfo } from '@portal/shared';
import { currentIdentityNames, LanguageSwitch, Logo, setLanguage, useLanguage, userApi } from '@portal/ui';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function ToolHeader({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const [saving, setSaving] = useState(false);

  async function switchLanguage(next: Locale) {
    if (!user) {
      setLanguage(next);
      return;
    }
    // Logged in: the server keeps the language too, so the portal opens in it next time.
    setSaving(true);
    try {
      await userApi.edit({ locale_type: next });
      setLanguage(next);
    } catch {
      // The call client said why; stay in the current language.
    } finally {
      setSaving(false);
    }
  }

  return (
    <header
      data-testid="tool-header"
      style={{ background: '#fff', boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)', padding: '10px 0', position: 'sticky', top: 0, zIndex: 10 }}
    >
      <Flex align="center" justify="space-between" gap={12} wrap style={{ maxWidth: 1080, margin: '0 auto', minHeight: 44, padding: '0 16px', boxSizing: 'border-box' }}>
        <Flex align="center" gap={10} style={{ minWidth: 0, flex: '1 1 auto' }}>
          <Logo size={32} />
          <Typography.Title level={5} style={{ margin: 0, whiteSpace: 'nowrap' }} data-testid="tool-title">
            {t('tool.title')}
          </Typography.Title>
        </Flex>
        <Flex align="center" gap={12} wrap style={{ flex: '0 1 auto', justifyContent: 'flex-end' }}>
          {user && (
            <Flex vertical style={{ minWidth: 0, lineHeight: 1.3, textAlign: 'right' }}>
              <Typography.Text strong ellipsis data-testid="tool-user">
                <UserOutlined /> {user.nickname || t('common.user')}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }} data-testid="tool-institution">
                {currentIdentityNames(user, locale).institution}
              </Typography.Text>
            </Flex>
          )}
          <LanguageSwitch size="small" onChange={(l) => void switchLanguage(l)} disabled={saving} />
        </Flex>
      </Flex>
    </header>
  );
}
