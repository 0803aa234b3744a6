/**
 * Choice of institution and then role. Used at login (forced: no close button, cancelling logs
 * out) and from the avatar menu (switch role / switch institution). `onConfirm` performs the
 * switch; when it rejects the dialog stays open so the user can retry.
 */
import type { UserInfo } from '@portal/shared';
import { currentIdentityNames, useLanguage } from '@portal/ui';
import { Alert, Button, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRole, initialChoice, institutionOptions, roleOptions, type IdentityChoice } from '../identityOptions';

export interface IdentityModalProps {
  open: boolean;
  user: UserInfo;
  title: string;
  /** Switch role: the institution stays the current one. */
  lockInstitution?: boolean;
  /** Login: the user must decide, so there is no close button, Esc or mask click. */
  forced?: boolean;
  onConfirm(choice: IdentityChoice): Promise<void>;
  onCancel(): void;
}

export function IdentityModal({ open, user, title, lockInstitution, forced, onConfirm, onCancel }: IdentityModalProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const [choice, setChoice] = useState<Partial<IdentityChoice>>(() => initialChoice(user));
  const [busy, setBusy] = useState(false);
  const institutions = institutionOptions(user, locale);
  const roles = roleOptions(user, choice.institutionId, locale);
  const complete = Boolean(choice.institutionId && choice.roleId);

  async function confirm() {
    if (!choice.institutionId || !choice.roleId || busy) return;
    setBusy(true);
    try {
      await onConfirm({ institutionId: choice.institutionId, roleId: choice.roleId });
    } catch {
      // The call client already showed why; keep the dialog for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      closable={!forced}
      keyboard={!forced}
      mask={{ closable: !forced }}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" data-testid="identity-cancel" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" data-testid="identity-ok" onClick={confirm} loading={busy} disabled={!complete}>
          {t('common.ok')}
        </Button>,
      ]}
    >
      <div data-testid="identity-modal">
        {forced && <Alert type="info" showIcon title={t('identity.hint')} style={{ marginBottom: 16 }} />}
        <Form layout="vertical" requiredMark={false}>
          <Form.Item label={t('identity.institution')} required>
            {lockInstitution ? (
              <Typography.Text data-testid="identity-institution" strong>
                {currentIdentityNames(user, locale).institution}
              </Typography.Text>
            ) : (
              <Select
                data-testid="identity-institution"
                value={choice.institutionId}
                placeholder={t('identity.chooseInstitution')}
                options={institutions}
                showSearch={{ optionFilterProp: 'label' }}
                onChange={(institutionId: string) => setChoice({ institutionId, roleId: defaultRole(user, institutionId, choice.roleId) })}
              />
            )}
          </Form.Item>
          <Form.Item label={t('identity.role')} required help={choice.institutionId && roles.length === 0 ? t('identity.noRoles') : undefined}>
            <Select
              data-testid="identity-role"
              value={choice.roleId}
              placeholder={choice.institutionId ? t('identity.chooseRole') : t('identity.chooseInstitution')}
              disabled={!choice.institutionId || roles.length === 0}
              options={roles}
              onChange={(roleId: string) => setChoice({ ...choice, roleId })}
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
