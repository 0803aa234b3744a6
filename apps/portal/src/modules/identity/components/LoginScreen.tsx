/** The login screen shown at / when logged out. Kept light: it is the entry bundle. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { Locale } from '@portal/shared';
import { IcpFooter, LanguageSwitch, Logo, setLanguage } from '@portal/ui';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginFlow, type LoginValues } from '../hooks/useLoginFlow';

// Only users with several identities need the picker (and antd Select): keep it out of the entry.
const loadIdentityModal = () => import('./IdentityModal');
const IdentityModal = lazy(() => loadIdentityModal().then((m) => ({ default: m.IdentityModal })));

export function LoginScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const { submit, submitting, identity } = useLoginFlow();
  const onFinish = (values: LoginValues) => {
    // Fetch the picker while the credentials are checked, so it opens without a pause.
    void loadIdentityModal();
    return submit(values);
  };

  // Not logged in yet, so the choice is only stored locally; the server learns it at login.
  const switchLanguage = (locale: Locale) => {
    setLanguage(locale);
    // Re-validate so visible rule messages follow the new language.
    const touched = form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => f.name);
    if (touched.length > 0) void form.validateFields(touched);
  };

  return (
    <Flex
      vertical
      style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #e6f2f4 0%, #f7f3ec 100%)' }}
      data-testid="login-page"
    >
      <Flex justify="flex-end" style={{ padding: 16 }}>
        <LanguageSwitch onChange={switchLanguage} />
      </Flex>
      <Flex flex={1} align="center" justify="center" style={{ padding: '0 16px' }}>
        <Card style={{ width: '100%', maxWidth: 400, boxShadow: '0 12px 32px rgba(31, 122, 140, 0.12)' }}>
          <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
            <Logo size={56} title={t('common.productTitle')} />
            <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }} data-testid="login-title">
              {t('common.productTitle')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
          </Flex>
          <Form<LoginValues> form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish} disabled={submitting}>
            <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
              <Input data-testid="login-username" prefix={<UserOutlined />} placeholder={t('login.usernamePlaceholder')} autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
              <Input.Password data-testid="login-password" prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
            </Form.Item>
            <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={submitting}>
              {t('login.submit')}
            </Button>
          </Form>
        </Card>
      </Flex>
      <Typography.Text type="secondary" style={{ textAlign: 'center', fontSize: 12, paddingTop: 24 }}>
        {t('login.footer')}
      </Typography.Text>
      <IcpFooter />
      {identity && (
        <Suspense fallback={null}>
          <IdentityModal
            open
            forced
            user={identity.user}
            title={t('identity.title')}
            onConfirm={identity.confirm}
            onCancel={identity.cancel}
          />
        </Suspense>
      )}
    </Flex>
  );
}
