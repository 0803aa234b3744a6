/**
 * What / (and every shell route) shows: the login screen when logged out, the shell
 * when logged in. The login screen is in the entry bundle; the shell is loaded on demand.
 */
import { toolReturnPath } from '@portal/shared';
import { FullPageSpin } from '@portal/ui';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoginScreen, useLoginState } from '../../identity';
import { returnToToolSite } from '../../testing';

const ShellLayout = lazy(() => import('./ShellLayout').then((m) => ({ default: m.ShellLayout })));

export function RootGate() {
  const { status } = useLoginState();
  const location = useLocation();
  // Sent by the tool site while already logged in here: straight back, logged in.
  const toolPath = status === 'loggedIn' ? toolReturnPath(location.search) : null;
  useEffect(() => {
    if (toolPath) returnToToolSite(toolPath);
  }, [toolPath]);
  if (status === 'unknown' || toolPath) return <FullPageSpin />;
  if (status === 'loggedOut') {
    // Only / shows the login screen; deeper shell routes come back here after login.
    if (location.pathname !== '/') return <Navigate to="/" replace state={{ from: location }} />;
    return <LoginScreen />;
  }
  return (
    <Suspense fallback={<FullPageSpin />}>
      <ShellLayout />
    </Suspense>
  );
}
