/**
 * The AI report calls (test-and-training spec §4 'AI report', §7 'Audio, speech and AI'):
 * `GET /api/report/ai/get {_id}` (the test id) answers code 201 with `{total_ttl, ttl}` while the
 * report is being written (the screen shows the percent and asks again in 10 s), and the report
 * once it is there; the first call for a test starts the writing. `POST /api/report/ai/regenerate
 * {_id}` writes it anew (also the retry after a failure).
 */
import { z } from 'zod';
import { defineCall } from '../contract';

export const AI_REPORT_PATHS = {
  get: '/api/report/ai/get',
  regenerate: '/api/report/ai/regenerate',
} as const;

/** The envelope code of an answer that says 'still being written'. */
export const AI_REPORT_PENDING_CODE = 201;
/** How often the screen asks again while the answer is 201 (spec §9). */
export const AI_REPORT_POLL_MS = 10_000;
/** localStorage key under which the accepted disclaimer is remembered (spec §9: 'a disclaimer key'). */
export const AI_REPORT_DISCLAIMER_KEY = 'ai_report_disclaimer';

const testId = z.string().trim().min(1).max(64);
export const aiReportQuery = z.object({ _id: testId });
export const aiReportBody = z.object({ _id: testId });

/** Still being written: the expected seconds in all and those left. */
export const aiReportProgress = z.object({ total_ttl: z.number().int().min(0), ttl: z.number().int().min(0) });
export type AiReportProgress = z.infer<typeof aiReportProgress>;

export const aiReport = z.object({
  _id: z.string(),
  test_id: z.string(),
  /** The test's report it explains (its newest when written). */
  report_id: z.string(),
  /** The stored text file (GET /api/system/file/list {from_id: test id} lists it beside the PDF). */
  file_id: z.string(),
  /** The report's language, which the text is written in. */
  locale: z.enum(['zh', 'en']),
  /** Who wrote it: 'builtin' or 'openai-compatible'. */
  writer: z.string(),
  /** Plain text: '#'/'##' headings, '- ' list items, paragraphs. Never HTML. */
  text: z.string(),
  createdTime: z.string(),
});
export type AiReport = z.infer<typeof aiReport>;

export const aiReportAnswer = z.union([aiReport, aiReportProgress]);
export type AiReportAnswer = z.infer<typeof aiReportAnswer>;

export const isAiReportReady = (answer: AiReportAnswer): answer is AiReport => 'text' in answer;

/** Percent written: (total_ttl − ttl) / total_ttl, whole, 0–100 (spec §4). */
export function aiReportPercent({ total_ttl, ttl }: AiReportProgress): number {
  if (total_ttl <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(((total_ttl - ttl) / total_ttl) * 100)));
}

export const AI_REPORT_CALLS = {
  get: defineCall({ method: 'GET', path: AI_REPORT_PATHS.get, query: aiReportQuery, result: aiReportAnswer }),
  regenerate: defineCall({ method: 'POST', path: AI_REPORT_PATHS.regenerate, body: aiReportBody, result: aiReportAnswer }),
};
