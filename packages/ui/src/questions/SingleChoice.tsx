/**
 * Single choice (radio), and single choice with conditional sub-options (ConditionsChoose): the
 * chosen choice opens its additional select right beneath it.
 */
import { ItemList } from './MultiSelect';
import { sameValue } from './actions';
import { ChoiceGrid, RadioCard } from './parts';
import type { WidgetProps } from './types';

export function SingleChoice(props: WidgetProps) {
  const { question, value, actions, parent, locale, disabled, answerKey, errorId, labelledBy } = props;
  const conditions = question.type === 'ConditionsChoose';
  const picked = conditions ? (value?.radioValue ?? value?.value) : value?.value;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy}>
      <ChoiceGrid
        choices={question.choices}
        parent={parent}
        render={(choice, block) => (
          <RadioCard
            choice={choice}
            checked={sameValue(choice.value, picked)}
            block={block}
            disabled={disabled}
            locale={locale}
            name={answerKey}
            testId={`choice-${String(choice.value)}`}
            errorId={errorId}
            onChoose={actions.choose}
          />
        )}
        below={
          conditions
            ? (choice) =>
                choice.choices?.length && sameValue(choice.value, picked) ? (
                  <div className="qv-nested" data-testid={`sub-options-${String(choice.value)}`}>
                    <ItemList {...props} items={choice.choices} ticks={value?.otherValues} />
                  </div>
                ) : null
            : undefined
        }
      />
    </div>
  );
}
