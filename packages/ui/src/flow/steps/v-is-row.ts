/** v.isRow: exactly one row; no row at all passes only with `allowEmpty`. */
import { z } from 'zod';
import { FlowValidationError } from '../errors';
import { defineStep } from '../registry';
import { requireRows } from './rows';

export const vIsRow = defineStep({
  name: 'v.isRow',
  params: z.object({ allowEmpty: z.boolean().default(false) }).strict(),
  run: ({ input, params }) => {
    const rows = requireRows(input, 'v.isRow');
    if (rows.length > 1) throw new FlowValidationError('v.isRow', `${rows.length} rows selected, one expected`);
    if (rows.length === 0 && !params.allowEmpty) throw new FlowValidationError('v.isRow', 'no row selected');
    return input;
  },
});
