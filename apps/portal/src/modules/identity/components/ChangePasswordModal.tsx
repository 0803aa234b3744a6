/**
 * Change password. Forced when realodToken answered warn_code 316 (no way to close it, only to
 * log out); optional from the avatar menu. The current password travels as the same SHA-256
 * digest login uses, the new one in plain text so the server can enforce the rule itself.
 */
import { isStrongPassword } from '@portal/shared';
import { sha256Hex, useAuthStore, userApi } from '@portal/ui';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Values {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export function ChangePasswordModal({ open, forced, onClose }: { open: boolean; forced?: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const auth = useAuthStore();
  const [form] = Form.useForm<Values>();
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);

  async function save(values: Values) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      await userApi.changePassword({
        old_password: await sha256Hex(values.old_password),
        new_password: values.new_password,
        confirm_password: values.confirm_password,
      });
      message.success(t('password.success'));
      form.resetFields();
      onClose();
      await auth.loadLoginInfo();
    } catch {
      // The call client showed the server's reason (wrong current password, same password …).
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  const footer = [
    forced ? (
      <Button key="logout" type="link" data-testid="change-password-logout" onClick={() => void auth.logout()} disabled={saving}>
        {t('menu.logout')}
      </Button>
    ) : (
      <Button key="cancel" data-testid="change-password-cancel" onClick={onClose} disabled={saving}>
        {t('common.cancel')}
      </Button>
    ),
    <Button key="submit" type="primary" data-testid="change-password-submit" loading={saving} onClick={() => form.submit()}>
      {t('password.submit')}
    </Button>,
  ];

  return (
    <Modal
      open={open}
      title={t('password.title')}
      closable={!forced}
      keyboard={!forced}
      mask={{ closable: !forced }}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      <div data-testid="change-password-dialog">
        {forced && <Alert type="warning" showIcon title={t('password.forcedHint')} style={{ marginBottom: 16 }} />}
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={save} disabled={saving}>
          <Form.Item name="old_password" label={t('password.old')} rules={[{ required: true, message: t('password.oldRequired') }]}>
            <Input.Password data-testid="change-password-old" autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="new_password"
            label={t('password.new')}
            extra={t('error.passwordRule')}
            rules={[
              { required: true, message: t('password.newRequired') },
              { validator: async (_, value: string) => {
                if (value && !isStrongPassword(value)) throw new Error(t('password.ruleNotMet'));
              } },
            ]}
          >
            <Input.Password data-testid="change-password-new" autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm_password"
            label={t('password.confirm')}
            dependencies={['new_password']}
            rules={[
              { required: true, message: t('password.confirmRequired') },
              ({ getFieldValue }) => ({
                validator: async (_, value: string) => {
                  if (value && value !== getFieldValue('new_password')) throw new Error(t('error.passwordMismatch'));
                },
              }),
            ]}
          >
            <Input.Password data-testid="change-password-confirm" autoComplete="new-password" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
