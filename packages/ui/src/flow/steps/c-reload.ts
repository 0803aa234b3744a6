/** c.reload: reloads the action's table, passing the data on unchanged. */
import { z } from 'zod';
import { defineStep } from '../registry';

export const cReload = defineStep({
  name: 'c.reload',
  params: z.object({}).strict(),
  run: async ({ input, ctx }) => {
    await ctx.reload();
    return input;
  },
});
