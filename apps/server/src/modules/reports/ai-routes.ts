/**
 * The AI report calls (contracts: @portal/shared `reports/ai.ts`, AI_REPORT_CALLS). The answer
 * while the text is being written is HTTP and envelope code 201 with `{total_ttl, ttl}`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AI_REPORT_CALLS as C, AI_REPORT_PENDING_CODE, aiReportProgress, isAiReportReady, type AiReportAnswer, type Locale } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { envelopeOf, ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { aiReportOf, regenerateAiReport } from './ai-service';

const tags = ['reports'];

function reply(res: FastifyReply, locale: Locale, answer: AiReportAnswer) {
  if (isAiReportReady(answer)) return ok(locale, answer);
  void res.code(AI_REPORT_PENDING_CODE);
  return { ...ok(locale, answer), code: AI_REPORT_PENDING_CODE };
}

/** Registered by the reports routes (one plugin, both ports). */
export function registerAiReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = authenticate(ctx.db.pool);
  const pending = { [AI_REPORT_PENDING_CODE]: envelopeOf(aiReportProgress) };
  const get = schemaOf(C.get, { tags, summary: 'The AI report of a test: 201 {total_ttl, ttl} while it is being written (the first call starts it), then the report' });
  typed.get(C.get.path, { onRequest, schema: { ...get, response: { ...get.response, ...pending } } }, async (req, res) =>
    reply(res, localeOf(req), await aiReportOf(ctx, { session: sessionOf(req), testId: req.query._id })),
  );
  const regenerate = schemaOf(C.regenerate, { tags, summary: 'Write the AI report of a test anew from its newest report (also the retry after a failure)' });
  typed.post(C.regenerate.path, { onRequest, schema: { ...regenerate, response: { ...regenerate.response, ...pending } } }, async (req, res) =>
    reply(res, localeOf(req), await regenerateAiReport(ctx, { session: sessionOf(req), testId: req.body._id })),
  );
}
