/**
 * A page's handle on its draft: what the logged-in user typed and has not saved yet, kept on the
 * device while typed, offered back when the page opens again (after logging in again, say), and
 * forgotten once saved. The owner is the user of the auth store, so nothing is kept logged out
 * and another user never sees it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useOptionalAuthStore } from '../identity/react';
import type { AuthState, AuthStore } from '../identity/store';
import { createDraftStore, draftKey, type Draft, type DraftOwner, type DraftStore, type DraftTarget } from './store';

let browserStore: DraftStore | undefined;

/** The device's draft store (localStorage); null where there is none (server rendering, tests in node). */
export function browserDraftStore(): DraftStore | null {
  if (typeof window === 'undefined' || !window.localStorage) return null;
  return (browserStore ??= createDraftStore({ storage: window.localStorage }));
}

const noSubscription = () => () => undefined;
const noState = () => null;

function ownerOf(state: AuthState | null): DraftOwner | null {
  const user = state?.status === 'loggedIn' ? state.user : null;
  return user ? { userId: user._id, institutionId: user.institutionId } : null;
}

function useOwner(auth: AuthStore | null): DraftOwner | null {
  const state = useSyncExternalStore(auth?.subscribe ?? noSubscription, auth?.getState ?? noState, auth?.getState ?? noState);
  const owner = ownerOf(state);
  const userId = owner?.userId;
  const institutionId = owner?.institutionId;
  return useMemo(() => (userId && institutionId ? { userId, institutionId } : null), [userId, institutionId]);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface DraftHandle<T> {
  /** A draft from before, different from what is stored: the page offers it back. */
  offered: Draft<T> | null;
  /** Call on every change: keeps `value` (or forgets it when it equals what is stored). */
  keep(value: T): void;
  /** Takes the offered value (it stays kept until saved). */
  restore(): T | null;
  /** Forgets the offered draft. */
  discard(): void;
  /** After a successful save. */
  saved(): void;
}

/**
 * `target` null: nothing to keep (read-only, or not known yet). `stored` is what the server has;
 * a draft equal to it is not worth offering.
 */
export function useDraft<T>(target: DraftTarget | null, stored: T): DraftHandle<T> {
  const auth = useOptionalAuthStore();
  const owner = useOwner(auth);
  const store = browserDraftStore();
  const key = store && owner && target ? draftKey(owner, target) : null;
  const live = useRef({ owner, target, stored, key });
  live.current = { owner, target, stored, key };
  const [offer, setOffer] = useState<{ key: string; draft: Draft<T> } | null>(null);

  useEffect(() => {
    const { owner: o, target: t, stored: s } = live.current;
    if (!key || !store || !o || !t) return;
    const draft = store.load<T>(o, t);
    if (draft && !same(draft.value, s)) setOffer({ key, draft });
    else if (draft) store.clear(o, t);
  }, [key, store]);

  const offered = offer && offer.key === key ? offer.draft : null;
  const pending = useRef(offered);
  pending.current = offered;

  const keep = useCallback(
    (value: T) => {
      const { owner: o, target: t, stored: s } = live.current;
      // An offer not yet answered is older text the user may still want: new typing must not replace it.
      if (!store || !o || !t || pending.current) return;
      if (same(value, s)) store.clear(o, t);
      else store.save(o, t, value);
    },
    [store],
  );

  const restore = useCallback(() => {
    const value = pending.current?.value ?? null;
    setOffer(null);
    return value;
  }, []);

  const discard = useCallback(() => {
    const { owner: o, target: t } = live.current;
    if (store && o && t) store.clear(o, t);
    setOffer(null);
  }, [store]);

  const saved = useCallback(() => {
    const { owner: o, target: t } = live.current;
    // A save refused because the session ended has logged the user out by now: keep the draft then.
    const now = ownerOf(auth?.getState() ?? null);
    if (!store || !o || !t || !now || now.userId !== o.userId || now.institutionId !== o.institutionId) return;
    store.clear(o, t);
    setOffer(null);
  }, [auth, store]);

  return { offered, keep, restore, discard, saved };
}
