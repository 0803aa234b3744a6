/**
 * v.validField: the data satisfies the condition set. For a list of rows every row must, and an
 * empty list fails: a bulk action is allowed only when each selected row qualifies, and an
 * action on nothing is not "valid".
 */
import { conditionSet, matchesConditionSet } from '@portal/shared';
import { z } from 'zod';
import { FlowValidationError } from '../errors';
import { defineStep } from '../registry';

export const conditionParams = z.object({ condition: conditionSet }).strict();

export const vValidField = defineStep({
  name: 'v.validField',
  params: conditionParams,
  run: ({ input, params }) => {
    const ok = Array.isArray(input)
      ? input.length > 0 && input.every((row) => matchesConditionSet(row, params.condition))
      : matchesConditionSet(input, params.condition);
    if (!ok) throw new FlowValidationError('v.validField', 'the data does not satisfy the condition');
    return input;
  },
});
