/**
 * Sends the whole browser to the tool site. `pad`: the /dreamits family needs the login token
 * (auto_token) and waits PAD_REDIRECT_DELAY_MS; without a token the visitor logs in first.
 */
import { PAD_REDIRECT_DELAY_MS, STORAGE_KEYS, toolSiteOrigin } from '@portal/shared';
import { FullPageSpin, PAD_MODE } from '@portal/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { toolSiteUrl, withAutoToken } from '../redirectUrl';

function target(pathname: string, search: string): string {
  return toolSiteUrl(toolSiteOrigin(window.location, import.meta.env.DEV), pathname, search);
}

export function ToolSiteRedirect() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.replace(target(pathname, search));
  }, [pathname, search]);
  return <FullPageSpin tip={t('common.redirecting')} />;
}

export function PadRedirect({ setPadMode }: { setPadMode?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const token = localStorage.getItem(STORAGE_KEYS.token);

  useEffect(() => {
    if (setPadMode) localStorage.setItem(STORAGE_KEYS.mode, PAD_MODE);
    if (!token) return;
    const timer = window.setTimeout(
      () => window.location.replace(withAutoToken(target(location.pathname, location.search), token)),
      PAD_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [setPadMode, token, location.pathname, location.search]);

  if (!token) return <Navigate to="/" replace state={{ from: location }} />;
  return <FullPageSpin tip={t('common.redirecting')} />;
}
