/**
 * Phone and e-mail verification codes: POST /api/general/phone/send, /phone/verification,
 * /email/send, /code/verification. A malformed phone or address answers the shared field messages
 * (735, 736), a malformed code 731, before anything is stored or counted.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VERIFICATION_CALLS as C, type ErrorKey } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { AppError, ok } from '../../http/envelope';
import { RequestValidationError } from '../../http/validation';
import { createProviders, providersNotice } from '../../providers/providers';
import { lookupParentSession } from '../auth';
import { authenticateCaller, callerOf, type ParentLookup } from './caller';
import { codeEmail } from './messages';
import { CODE_LIFETIME_SECONDS, sendCode, verifyCode } from './service';

const tags = ['verification'];
const TTL_MINUTES = CODE_LIFETIME_SECONDS / 60;

/** The first field (in the order given) that failed validation decides the message. */
function refuseInvalid(req: FastifyRequest, fields: Array<[string, ErrorKey]>): void {
  const error = req.validationError;
  if (!error) return;
  if (error instanceof RequestValidationError) {
    const failed = new Set(error.issues.map((issue) => issue.path[0]));
    const match = fields.find(([field]) => failed.has(field));
    if (match) throw new AppError(match[1]);
  }
  throw error;
}

/** `86-13800138000` (the page joins area code and number), `+86-…`, or just the area code. */
function areaCodeOf(phone: string, selectCode: string | undefined): string {
  if (selectCode === undefined || selectCode.trim() === '') return '86';
  const match = /^\+?(\d{1,4})(?:-(\d+))?$/.exec(selectCode.trim());
  if (!match || (match[2] !== undefined && match[2] !== phone)) throw new AppError('phoneInvalid');
  return match[1]!;
}

const emailTarget = (email: string) => email.trim().toLowerCase();

export interface VerificationRouteOptions {
  ctx: AppContext;
  /** How a parent's `temtoken` is checked (default: the testing module's temporary sessions). */
  parentLookup?: ParentLookup;
}

const noticeGiven = new WeakSet<AppContext>();

export const verificationRoutes: FastifyPluginAsyncZod<VerificationRouteOptions> = async (app, { ctx, parentLookup = lookupParentSession }) => {
  app.decorateRequest('verificationCaller', null);
  // Codes written to the log must show at the configured level, whatever the HTTP logger's.
  const log = app.log.child({ module: 'verification' }, { level: ctx.config.logLevel }) as FastifyBaseLogger;
  ctx.providers ??= createProviders(ctx.config, log);
  const notice = providersNotice(ctx.providers);
  if (notice && !noticeGiven.has(ctx)) log.info(notice);
  noticeGiven.add(ctx);
  const providers = () => ctx.providers!;
  const onRequest = authenticateCaller(ctx.db.pool, parentLookup);

  app.post(
    C.phoneSend.path,
    { onRequest, attachValidation: true, schema: schemaOf(C.phoneSend, { tags, summary: 'Send a verification code by text message (code: the area code, default 86)' }) },
    async (req) => {
      refuseInvalid(req, [['phone', 'phoneInvalid'], ['code', 'phoneInvalid']]);
      const caller = callerOf(req);
      const { phone, code: areaCode } = req.body;
      const request = { channel: 'phone' as const, target: `${areaCode}-${phone}`, requester: req.ip, institutionId: caller.institutionId, locale: caller.locale };
      const data = await sendCode(ctx, request, (code) => providers().sms.send({ phone, areaCode, code, ttlMinutes: TTL_MINUTES }), req.log);
      return ok(caller.locale, data);
    },
  );

  app.post(
    C.phoneVerification.path,
    { onRequest, attachValidation: true, schema: schemaOf(C.phoneVerification, { tags, summary: 'Check a code sent by text message (phone_select_code: area code and number joined by a hyphen)' }) },
    async (req) => {
      refuseInvalid(req, [['phone', 'phoneInvalid'], ['phone_select_code', 'phoneInvalid'], ['code', 'codeWrong']]);
      const caller = callerOf(req);
      const { phone, code, phone_select_code } = req.body;
      const target = `${areaCodeOf(phone, phone_select_code)}-${phone}`;
      return ok(caller.locale, await verifyCode(ctx, { channel: 'phone', target, institutionId: caller.institutionId, code }));
    },
  );

  app.post(
    C.emailSend.path,
    { onRequest, attachValidation: true, schema: schemaOf(C.emailSend, { tags, summary: 'Send a verification code by e-mail, in the caller’s language' }) },
    async (req) => {
      refuseInvalid(req, [['email', 'emailInvalid']]);
      const caller = callerOf(req);
      const { email } = req.body;
      const request = { channel: 'email' as const, target: emailTarget(email), requester: req.ip, institutionId: caller.institutionId, locale: caller.locale };
      const data = await sendCode(ctx, request, (code) => providers().email.send(codeEmail(email.trim(), code, TTL_MINUTES, caller.locale)), req.log);
      return ok(caller.locale, data);
    },
  );

  app.post(
    C.emailVerification.path,
    { onRequest, attachValidation: true, schema: schemaOf(C.emailVerification, { tags, summary: 'Check a code sent by e-mail' }) },
    async (req) => {
      refuseInvalid(req, [['email', 'emailInvalid'], ['code', 'codeWrong']]);
      const caller = callerOf(req);
      const { email, code } = req.body;
      return ok(caller.locale, await verifyCode(ctx, { channel: 'email', target: emailTarget(email), institutionId: caller.institutionId, code }));
    },
  );
};
