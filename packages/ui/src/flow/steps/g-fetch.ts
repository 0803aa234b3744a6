/**
 * g.fetch: a configured call whose URL and params are filled from the previous result
 * ('/api/child/{_id}', { id: '{_id}' }). When the previous result is a list of rows, placeholders
 * read its first row, the common case of acting on the selected row; '{1._id}' reads another.
 */
import { fillTemplate } from '@portal/shared';
import { z } from 'zod';
import { defineStep } from '../registry';
import type { StepRunArgs } from '../types';

export const fetchParams = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).default('GET'),
    url: z.string().min(1).max(1000),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/** What placeholders read: the data itself, or for a list its first row plus its rows by index. */
export function templateSource(input: unknown): unknown {
  if (!Array.isArray(input)) return input;
  const first = input[0] !== null && typeof input[0] === 'object' && !Array.isArray(input[0]) ? input[0] : {};
  return { ...first, ...Object.fromEntries(input.map((row, index) => [String(index), row])) };
}

export async function runFetch({ input, params, ctx }: StepRunArgs<z.output<typeof fetchParams>>): Promise<unknown> {
  const source = templateSource(input);
  // Values inside the URL are escaped so an id with '/' or '?' cannot change the path.
  const url = fillTemplate(params.url, source, encodeURIComponent);
  const filled = params.params === undefined ? undefined : (fillTemplate(params.params, source) as Record<string, unknown>);
  return ctx.request(params.method, typeof url === 'string' ? url : String(url ?? ''), filled);
}

export const gFetch = defineStep({ name: 'g.fetch', params: fetchParams, run: runFetch });
