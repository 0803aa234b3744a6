/** A page the role holds no menu for: the empty state, and the way home. */
import { IcpFooter } from '@portal/ui';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', justifyContent: 'center' }} data-testid="no-permission">
      <Result status="403" title={t('testing.shell.noPermission')} extra={<Button onClick={() => void navigate('/')}>{t('testing.shell.backHome')}</Button>} />
      <IcpFooter />
    </div>
  );
}
