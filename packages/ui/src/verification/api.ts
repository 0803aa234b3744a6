/** The verification calls (TESTING_PATHS phone/e-mail send and verification) over a call client. */
import { STORAGE_KEYS, TESTING_PATHS } from '@portal/shared';
import { createClient, type RequestFn } from '../http/client';
import type { VerificationApi } from './controller';

/** Area code sent with phone numbers (default 86). */
export const DEFAULT_AREA_CODE = '86';

export function verificationApi(request: RequestFn, areaCode = DEFAULT_AREA_CODE): VerificationApi {
  return {
    async send(kind, target) {
      const path = kind === 'phone' ? TESTING_PATHS.phoneSend : TESTING_PATHS.emailSend;
      const data = kind === 'phone' ? { phone: target, code: areaCode } : { email: target };
      return (await request<{ len: number; ttl: number }>('POST', path, { data, silent: true })).data;
    },
    async verify(kind, target, code) {
      // The phone is also sent as area code and number joined by a hyphen.
      const path = kind === 'phone' ? TESTING_PATHS.phoneVerification : TESTING_PATHS.emailVerification;
      const data = kind === 'phone' ? { phone: target, code, phone_select_code: `${areaCode}-${target}` } : { email: target, code };
      await request('POST', path, { data, silent: true });
    },
  };
}

let light: RequestFn | null = null;

/**
 * A client without toasts (the field shows the server's message itself) and without antd, so a
 * page as light as the parent's phone entry can use the hook. Forced logout is left to the app's
 * own client: a verification call never carries a login the user would lose.
 */
export function silentRequest(): RequestFn {
  light ??= createClient({
    fetch: (input, init) => fetch(input, init),
    storage: window.localStorage,
    baseUrl: window.location.origin,
    showError: () => undefined,
    showWarning: () => undefined,
    onForcedLogout: () => window.localStorage.removeItem(STORAGE_KEYS.token),
  }).request;
  return light;
}

/** The silent client, built on first call (so rendering on a server or in a test needs no window). */
export const lazySilentRequest: RequestFn = (method, url, options) => silentRequest()(method, url, options);
