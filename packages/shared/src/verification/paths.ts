/**
 * The verification calls' paths, apart from the schemas (calls.ts) so the parents' phone pages,
 * which check a phone number, can call them without loading zod.
 */
export const VERIFICATION_PATHS = {
  phoneSend: '/api/general/phone/send',
  phoneVerification: '/api/general/phone/verification',
  emailSend: '/api/general/email/send',
  emailVerification: '/api/general/code/verification',
} as const;
