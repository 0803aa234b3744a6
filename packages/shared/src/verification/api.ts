/** Phone and e-mail verification codes: what a send and a check take and answer. */
import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../rules/field-rules';

/** Phone: the field rules' PHONE_PATTERN; `code` is the area code, default 86. */
export const phoneSendBody = z.strictObject({ phone: z.string().regex(PHONE_PATTERN), code: z.string().regex(/^\d{1,4}$/).default('86') });
export const phoneVerificationBody = z.strictObject({ phone: z.string().regex(PHONE_PATTERN), code: z.string().regex(/^\d{4,8}$/), phone_select_code: z.string().max(24).optional() });
export const emailSendBody = z.strictObject({ email: z.string().max(254).regex(EMAIL_PATTERN) });
export const emailVerificationBody = z.strictObject({ email: z.string().max(254).regex(EMAIL_PATTERN), code: z.string().regex(/^\d{4,8}$/) });
/** What a send answers: the code's length (auto-verify at it), the resend wait and the code's lifetime, in seconds. */
export const codeSendResult = z.object({ len: z.number().int(), ttl: z.number().int(), failure_ttl: z.number().int() });
export const codeVerificationResult = z.object({ verified: z.literal(true) });
