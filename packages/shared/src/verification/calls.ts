/**
 * Phone and e-mail verification codes: send one, check one. Light pages take these contracts as
 * types only and their paths from paths.ts.
 */
import { defineCall } from '../contract';
import { codeSendResult, codeVerificationResult, emailSendBody, emailVerificationBody, phoneSendBody, phoneVerificationBody } from './api';
import { VERIFICATION_PATHS as P } from './paths';

export const VERIFICATION_CALLS = {
  /** `code`: the area code, default 86. */
  phoneSend: defineCall({ method: 'POST', path: P.phoneSend, body: phoneSendBody, result: codeSendResult }),
  /** `phone_select_code`: the area code and number joined by a hyphen. */
  phoneVerification: defineCall({ method: 'POST', path: P.phoneVerification, body: phoneVerificationBody, result: codeVerificationResult }),
  emailSend: defineCall({ method: 'POST', path: P.emailSend, body: emailSendBody, result: codeSendResult }),
  emailVerification: defineCall({ method: 'POST', path: P.emailVerification, body: emailVerificationBody, result: codeVerificationResult }),
};
