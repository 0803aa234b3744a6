/**
 * c.continueTesting: opens the first row's test where it is taken on the tool site (Active,
 * Additional, ParentsTesting and Testing continue). A Dream-ITS test goes to the test-3 route
 * when the role holds `test3Menu`. The portal opens it in a new tab with its login handed over;
 * on the tool site itself it is a navigation.
 */
import { continueTestingPath, DREAMITS_TEST3_MENU, isOpenStatus } from '@portal/shared';
import { z } from 'zod';
import { FlowValidationError } from '../errors';
import { defineStep } from '../registry';

export const continueTestingParams = z.object({ test3Menu: z.string().min(1).max(64).default(DREAMITS_TEST3_MENU) }).strict();

/** The test a row (or the first of a list of rows) names; a validation failure otherwise. */
function testOf(input: unknown): { _id: string; tools_type: string; status: string } {
  const row: unknown = Array.isArray(input) ? input[0] : input;
  const record = row !== null && typeof row === 'object' ? (row as Record<string, unknown>) : {};
  const { _id: id, tools_type: tool, status } = record;
  if (typeof id !== 'string' || !id || typeof tool !== 'string' || !tool) throw new FlowValidationError('c.continueTesting', 'the data names no test (_id, tools_type)');
  if (typeof status === 'string' && !isOpenStatus(status)) throw new FlowValidationError('c.continueTesting', `a ${status} test cannot be continued`);
  return { _id: id, tools_type: tool, status: String(status ?? '') };
}

export const cContinueTesting = defineStep({
  name: 'c.continueTesting',
  params: continueTestingParams,
  run: ({ input, params, ctx }) => {
    const test = testOf(input);
    const path = continueTestingPath(test, { test3: ctx.hasMenu?.(params.test3Menu) ?? false });
    if (ctx.openToolSite) ctx.openToolSite(path);
    else ctx.navigate(path);
    return input;
  },
});
