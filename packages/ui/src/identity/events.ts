/**
 * The forced-logout signal (codes 306/310/311 from any call). The call client raises it; the auth
 * store listens. A plain listener set keeps the client free of React.
 */
export type ForcedLogoutListener = (code: number, message: string) => void;

const listeners = new Set<ForcedLogoutListener>();

export function onForcedLogout(listener: ForcedLogoutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitForcedLogout(code: number, message: string): void {
  for (const listener of listeners) listener(code, message);
}
