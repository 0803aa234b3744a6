/** g.rows: the table's selected rows become the flow's data. */
import { z } from 'zod';
import { defineStep } from '../registry';

export const gRows = defineStep({
  name: 'g.rows',
  params: z.object({}).strict(),
  // A copy: later steps must not be able to change the table's selection by mutating the list.
  run: ({ ctx }) => [...ctx.rows()],
});
