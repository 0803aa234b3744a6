/** Logged-in-only routes: wait for the login state, send logged-out visitors to the login screen at /. */
import { FullPageSpin } from '@portal/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLoginState } from '../hooks/useLoginState';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { status } = useLoginState();
  const location = useLocation();
  if (status === 'unknown') return <FullPageSpin />;
  // Remember the destination: the login screen returns there after a successful login.
  if (status === 'loggedOut') return <Navigate to="/" replace state={{ from: location }} />;
  return <>{children}</>;
}
