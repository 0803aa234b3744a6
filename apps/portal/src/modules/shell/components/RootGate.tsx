/**
 * What / (and every shell route) shows: the login screen when logged out, the shell
 * when logged in. The login screen is in the entry bundle; the shell is loaded on demand.
 */
import { FullPageSpin } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoginScreen, useLoginState } from '../../identity';

const ShellLayout = lazy(() => import('./ShellLayout').then((m) => ({ default: m.ShellLayout })));

export function RootGate() {
  const { status } = useLoginState();
  const location = useLocation();
  if (status === 'unknown') return <FullPageSpin />;
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
