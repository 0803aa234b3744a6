/** c.closeWindow: closes the window and, unless told otherwise, goes to the root path. */
import { z } from 'zod';
import { defineStep } from '../registry';

export const cCloseWindow = defineStep({
  name: 'c.closeWindow',
  params: z.object({ path: z.string().min(1).max(1000).default('/'), navigate: z.boolean().default(true) }).strict(),
  run: ({ input, params, ctx }) => {
    ctx.closeWindow();
    if (params.navigate) ctx.navigate(params.path);
    return input;
  },
});
