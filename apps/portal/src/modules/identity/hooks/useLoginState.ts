import { useAuth, useAuthStore, type AuthState } from '@portal/ui';
import { useEffect } from 'react';

/**
 * The login state, loading login info on first need. Pages that never need it (the tool-site
 * redirects, the QR page) don't call this, so they neither wait for nor trigger realodToken.
 */
export function useLoginState(): AuthState {
  const state = useAuth();
  const store = useAuthStore();
  useEffect(() => {
    if (state.status === 'unknown') void store.loadLoginInfo();
  }, [state.status, store]);
  return state;
}
