/** The browser's device id for the sync protocol (DEVICE_ID_PATTERN): made once, kept in localStorage. */
export const DEVICE_ID_KEY = 'answer_device_id';
const VALID = /^[A-Za-z0-9_-]{8,64}$/;

let fallback: string | null = null;

function randomId(): string {
  const bytes = new Uint8Array(16);
  // getRandomValues works on plain http too (a phone on the clinic's LAN); randomUUID does not.
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function deviceId(): string {
  try {
    const stored = globalThis.localStorage?.getItem(DEVICE_ID_KEY);
    if (stored && VALID.test(stored)) return stored;
    const made = randomId();
    globalThis.localStorage?.setItem(DEVICE_ID_KEY, made);
    if (globalThis.localStorage?.getItem(DEVICE_ID_KEY) === made) return made;
  } catch {
    // No storage (private mode): one id for the life of this page.
  }
  fallback ??= randomId();
  return fallback;
}
