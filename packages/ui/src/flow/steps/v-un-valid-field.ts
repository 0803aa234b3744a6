/**
 * v.unValidField: the data does not satisfy the condition set. For a list of rows no row may
 * satisfy it ("none of the selected children is archived"), which for one row is plain negation.
 */
import { matchesConditionSet } from '@portal/shared';
import { FlowValidationError } from '../errors';
import { defineStep } from '../registry';
import { conditionParams } from './v-valid-field';

export const vUnValidField = defineStep({
  name: 'v.unValidField',
  params: conditionParams,
  run: ({ input, params }) => {
    const hit = Array.isArray(input)
      ? input.some((row) => matchesConditionSet(row, params.condition))
      : matchesConditionSet(input, params.condition);
    if (hit) throw new FlowValidationError('v.unValidField', 'the data satisfies the excluded condition');
    return input;
  },
});
