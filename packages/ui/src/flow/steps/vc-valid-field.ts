/**
 * vc.validField: a condition on the current result, or on the part of it at `path` (after a
 * g.fetch that answered { child: {...} }, path 'child'). The value is checked as one object;
 * list semantics belong to v.validField.
 */
import { conditionSet, getPath, matchesConditionSet } from '@portal/shared';
import { z } from 'zod';
import { FlowValidationError } from '../errors';
import { defineStep } from '../registry';

export const vcValidField = defineStep({
  name: 'vc.validField',
  params: z.object({ condition: conditionSet, path: z.string().min(1).max(200).optional() }).strict(),
  run: ({ input, params }) => {
    const target = params.path === undefined ? input : getPath(input, params.path);
    if (!matchesConditionSet(target, params.condition)) {
      throw new FlowValidationError('vc.validField', `the current result${params.path ? ` at ${params.path}` : ''} does not satisfy the condition`);
    }
    return input;
  },
});
