/** A child's data on request (/api/base/children/erase, /api/base/children/data-export): institution admins only. */
import { z } from 'zod';
import { defineCall } from '../contract';

export const PRIVACY_CALLS = {
  /** A zip (data.json and files/), not the envelope; a refusal is the envelope as usual. */
  dataExport: defineCall({ method: 'GET', path: '/api/base/children/data-export', query: z.object({ _id: z.string().trim().min(1).max(64) }), result: z.unknown() }),
  erase: defineCall({
    method: 'POST',
    path: '/api/base/children/erase',
    body: z.strictObject({ _id: z.string().trim().min(1).max(64) }),
    result: z.object({ rows: z.number().int(), files: z.number().int() }),
  }),
};

/** The component paths the seeded children row actions open (the portal registers these names). */
export const PRIVACY_DIALOGS = {
  export: 'privacy/export',
  erase: 'privacy/erase',
} as const;
