/**
 * Not logged in: the tool site is entered from the portal, which hands over the login token. The
 * portal's login brings the clinician back to this page (a session that ended mid-test resumes
 * where it was, and the text typed there is offered back).
 */
import { LoginOutlined } from '@ant-design/icons';
import { portalLoginHref, portalOrigin } from '@portal/shared';
import { browserDraftStore, IcpFooter } from '@portal/ui';
import { Alert, Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ToolHeader } from '../modules/frame';

export function OpenFromPortalPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // Text typed before the session ended waits on this device: say so, and that it comes back.
  const kept = browserDraftStore()?.any() ?? false;
  const portal = portalLoginHref(portalOrigin(window.location, import.meta.env.DEV), `${pathname}${search}`);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-testid="open-from-portal">
      <ToolHeader user={null} />
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
        <Card style={{ maxWidth: 520, width: '100%' }}>
          {kept ? <Alert type="info" showIcon title={t('drafts.keptAfterLogout')} data-testid="drafts-kept" /> : null}
          <Result
            status="info"
            title={t('tool.openFromPortal')}
            subTitle={t('tool.openFromPortalHint')}
            extra={
              <Button type="primary" size="large" icon={<LoginOutlined />} href={portal} data-testid="go-to-portal">
                {t('tool.goToPortal')}
              </Button>
            }
          />
        </Card>
      </main>
      <IcpFooter />
    </div>
  );
}
