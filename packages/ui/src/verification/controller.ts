/**
 * The phone / e-mail verification-code flow as a small store without
 * React or antd: send (disabled until the target is valid and while the resend countdown runs),
 * a countdown from the server's `ttl` ticking each second, and automatic verification once the
 * typed code reaches the length the server returned. `useVerificationCode` wraps it for React.
 */
import { EMAIL_PATTERN, PHONE_PATTERN } from '@portal/shared';

export type VerificationKind = 'phone' | 'email';
/** 'verifying' shows as a warning, 'error' as an error, the rest as a plain input. */
export type VerificationStatus = 'idle' | 'sending' | 'sent' | 'verifying' | 'verified' | 'error';

export interface VerificationState {
  kind: VerificationKind;
  /** The phone number or e-mail address being verified. */
  target: string;
  code: string;
  /** The target passes its rule (11 digits 1[3-9]…, or the e-mail pattern). */
  valid: boolean;
  /** Seconds until the code may be sent again; 0: it may be sent. */
  countdown: number;
  /** The code length of the last send; null before any send. */
  len: number | null;
  status: VerificationStatus;
  /** The server's message of the last failed send or verification. */
  error: string | null;
}

export interface VerificationApi {
  send(kind: VerificationKind, target: string): Promise<{ len: number; ttl: number }>;
  verify(kind: VerificationKind, target: string, code: string): Promise<void>;
}

export interface VerificationController {
  getState(): VerificationState;
  subscribe(listener: () => void): () => void;
  setTarget(target: string): void;
  setCode(code: string): void;
  /** Sends (or resends) the code; does nothing while it may not. */
  send(): Promise<void>;
  canSend(): boolean;
  dispose(): void;
}

export function isValidTarget(kind: VerificationKind, target: string): boolean {
  return (kind === 'phone' ? PHONE_PATTERN : EMAIL_PATTERN).test(target);
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

export function createVerificationController(kind: VerificationKind, api: VerificationApi, initialTarget = ''): VerificationController {
  let state: VerificationState = { kind, target: initialTarget, code: '', valid: isValidTarget(kind, initialTarget), countdown: 0, len: null, status: 'idle', error: null };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  // Answers of an older send or verification (for a target since changed) must not land.
  let generation = 0;

  function set(patch: Partial<VerificationState>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  function stopTimer(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  function startCountdown(seconds: number): void {
    stopTimer();
    set({ countdown: Math.max(0, Math.floor(seconds)) });
    if (state.countdown === 0) return;
    timer = setInterval(() => {
      const next = state.countdown - 1;
      set({ countdown: Math.max(0, next) });
      if (next <= 0) stopTimer();
    }, 1000);
  }

  async function verify(code: string): Promise<void> {
    const mine = generation;
    set({ status: 'verifying', error: null });
    try {
      await api.verify(kind, state.target, code);
      if (mine === generation) set({ status: 'verified', error: null });
    } catch (error) {
      if (mine === generation) set({ status: 'error', error: messageOf(error) });
    }
  }

  const controller: VerificationController = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTarget(target) {
      if (target === state.target) return;
      generation += 1;
      // A new number needs its own code; the running countdown stays (the server rate-limits anyway).
      set({ target, valid: isValidTarget(kind, target), code: '', len: null, status: 'idle', error: null });
    },
    setCode(raw) {
      const code = raw.replace(/\D/g, '').slice(0, state.len ?? 8);
      if (code === state.code) return;
      set({ code, ...(state.status === 'error' || state.status === 'verified' ? { status: 'sent' as const, error: null } : {}) });
      if (state.len !== null && code.length === state.len) void verify(code);
    },
    canSend: () => state.valid && state.countdown === 0 && state.status !== 'sending' && state.status !== 'verifying',
    async send() {
      if (!controller.canSend()) return;
      const mine = ++generation;
      set({ status: 'sending', error: null, code: '' });
      try {
        const { len, ttl } = await api.send(kind, state.target);
        if (mine !== generation) return;
        set({ status: 'sent', len });
        startCountdown(ttl);
      } catch (error) {
        if (mine === generation) set({ status: 'error', error: messageOf(error) });
      }
    },
    dispose() {
      generation += 1;
      stopTimer();
      set({ countdown: 0 });
    },
  };
  return controller;
}
