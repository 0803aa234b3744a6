/**
 * What f.modal and f.drawer share: open a registered component with the current data and wait.
 * A finish result becomes the next step's data; a falsy one (cancelled, closed) stops the flow
 * silently, since closing a dialog is the user's answer, not an error.
 */
import { z } from 'zod';
import { FlowMessageError, FlowStop } from '../errors';
import type { DialogKind, StepRunArgs } from '../types';

export const dialogParams = z
  .object({
    component: z.string().min(1).max(300),
    props: z.record(z.string(), z.unknown()).default({}),
    key: z.string().min(1).max(300).optional(),
    width: z.union([z.string().min(1).max(20), z.number().positive()]).optional(),
  })
  .strict();

export function openDialog(kind: DialogKind) {
  return async ({ input, params, ctx }: StepRunArgs<z.output<typeof dialogParams>>): Promise<unknown> => {
    if (!ctx.hasComponent(params.component)) {
      throw new FlowMessageError({ key: 'unknownComponent', params: { path: params.component } });
    }
    const result = await ctx.open({
      kind,
      component: params.component,
      props: params.props,
      data: input,
      key: params.key,
      width: params.width,
      // A dialog that changes rows while open (the training timeline) refreshes its table at once.
      onChanged: () => void ctx.reload(),
    });
    if (!result) throw new FlowStop();
    return result;
  };
}
