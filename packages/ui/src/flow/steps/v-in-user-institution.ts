/**
 * v.inUserInstitution: the first row's `field` (default 'institutionId') equals the logged-in
 * user's institutionId (data actions need the row to belong to the user's
 * institution). No user, no institution or no value on the row all fail: unknown is not "ours".
 */
import { getPath, isEmptyValue } from '@portal/shared';
import { z } from 'zod';
import { FlowValidationError } from '../errors';
import { defineStep } from '../registry';
import { requireRows } from './rows';

export const vInUserInstitution = defineStep({
  name: 'v.inUserInstitution',
  params: z.object({ field: z.string().min(1).max(200).default('institutionId') }).strict(),
  run: ({ input, params, ctx }) => {
    const rows = requireRows(input, 'v.inUserInstitution');
    const institutionId = ctx.user()?.institutionId;
    const value = getPath(rows[0], params.field);
    const same = !isEmptyValue(institutionId) && !isEmptyValue(value) && String(value) === String(institutionId);
    if (!same) throw new FlowValidationError('v.inUserInstitution', `the row's ${params.field} is not the user's institution`);
    return input;
  },
});
