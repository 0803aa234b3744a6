/**
 * The verification calls over a call client. The parents' phone pages use them too: the contracts
 * are types here and the paths come from zod-free VERIFICATION_PATHS.
 */
import { STORAGE_KEYS, VERIFICATION_PATHS as P, type VERIFICATION_CALLS } from '@portal/shared';
import { callAt } from '../http/call';
import { createClient, type RequestFn } from '../http/client';
import type { VerificationApi } from './controller';

type Calls = typeof VERIFICATION_CALLS;

/** Area code sent with phone numbers (default 86). */
export const DEFAULT_AREA_CODE = '86';

export function verificationApi(request: RequestFn, areaCode = DEFAULT_AREA_CODE): VerificationApi {
  return {
    async send(kind, target) {
      const sent =
        kind === 'phone'
          ? callAt<Calls['phoneSend']>(request, 'POST', P.phoneSend, { body: { phone: target, code: areaCode }, silent: true })
          : callAt<Calls['emailSend']>(request, 'POST', P.emailSend, { body: { email: target }, silent: true });
      return (await sent).data;
    },
    async verify(kind, target, code) {
      // The phone is also sent as area code and number joined by a hyphen.
      if (kind === 'phone') await callAt<Calls['phoneVerification']>(request, 'POST', P.phoneVerification, { body: { phone: target, code, phone_select_code: `${areaCode}-${target}` }, silent: true });
      else await callAt<Calls['emailVerification']>(request, 'POST', P.emailVerification, { body: { email: target, code }, silent: true });
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
