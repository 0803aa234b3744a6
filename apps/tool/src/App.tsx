/**
 * The tool site renders the same screen for every path: the portal sends people here on
 * /dreamits, /early, /preview/… and the flows for those paths arrive in later issues.
 */
import { FullPageSpin, useAuth, useAuthStore } from '@portal/ui';
import { useEffect } from 'react';
import { OpenFromPortalPage } from './pages/OpenFromPortalPage';
import { ToolHomePage } from './pages/ToolHomePage';

export function App() {
  const { status, user } = useAuth();
  const store = useAuthStore();
  useEffect(() => {
    if (status === 'unknown') void store.loadLoginInfo();
  }, [status, store]);

  if (status === 'unknown') return <FullPageSpin />;
  if (status === 'loggedOut' || !user) return <OpenFromPortalPage />;
  return <ToolHomePage user={user} />;
}
