/**
 * The tool site: logged out it asks to be opened from the portal (which hands over the login
 * token); logged in it shows the report preview on /preview/dream|dreamits/{fileId} and the
 * institution's tools everywhere else. The preview is its own chunk (it brings the viewers).
 */
import { FullPageSpin, useAuth, useAuthStore } from '@portal/ui';
import { lazy, Suspense, useEffect } from 'react';
import { OpenFromPortalPage } from './pages/OpenFromPortalPage';
import { ToolHomePage } from './pages/ToolHomePage';
import { matchToolRoute } from './routes';

const PreviewPage = lazy(() => import('./pages/PreviewPage').then((m) => ({ default: m.PreviewPage })));

export function App() {
  const { status, user } = useAuth();
  const store = useAuthStore();
  useEffect(() => {
    if (status === 'unknown') void store.loadLoginInfo();
  }, [status, store]);

  if (status === 'unknown') return <FullPageSpin />;
  if (status === 'loggedOut' || !user) return <OpenFromPortalPage />;
  const route = matchToolRoute(window.location.pathname);
  if (route.name === 'preview') {
    return (
      <Suspense fallback={<FullPageSpin />}>
        <PreviewPage fileId={route.fileId} />
      </Suspense>
    );
  }
  return <ToolHomePage user={user} />;
}
