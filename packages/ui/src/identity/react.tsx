/** React access to the auth store: the store travels by context so tests can hand in their own. */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthState, AuthStore } from './store';

const AuthContext = createContext<AuthStore | null>(null);

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

/** The store when an <AuthProvider> is above, else null: for pieces that also render outside one. */
export function useOptionalAuthStore(): AuthStore | null {
  return useContext(AuthContext);
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuthStore needs an <AuthProvider> above it');
  return store;
}

export function useAuth(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
