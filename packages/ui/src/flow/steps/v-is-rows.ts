/** v.isRows: at least one row. */
import { z } from 'zod';
import { FlowValidationError } from '../errors';
import { defineStep } from '../registry';
import { requireRows } from './rows';

export const vIsRows = defineStep({
  name: 'v.isRows',
  params: z.object({}).strict(),
  run: ({ input }) => {
    if (requireRows(input, 'v.isRows').length === 0) throw new FlowValidationError('v.isRows', 'no row selected');
    return input;
  },
});
