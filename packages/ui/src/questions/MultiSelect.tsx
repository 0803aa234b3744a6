/**
 * A multi-select: plain tick boxes and select items (a tick box with its 'how many more'
 * dropdown). Used by checkbox questions (with select-all and, for counting questions, the running
 * count) and by the additional select under a chosen ConditionsChoose choice.
 */
import { countingValue, isCountingQuestion, textIn, type AnswerValue, type Choice } from '@portal/shared';
import { dropdownChoice, includesValue, sameValue, selectAllState } from './actions';
import { CheckCard, ChoiceGrid, ChoiceText, Tick } from './parts';
import { cardClass } from './styles';
import type { WidgetProps } from './types';

/** A select item: ticking it asks for the count; choosing a count ticks it (the shared rule). */
export function SelectItem({ item, ticked, block = true, value, actions, locale, t, disabled, errorId }: WidgetProps & { item: Choice; ticked: boolean; block?: boolean }) {
  const count = dropdownChoice(value, item);
  const options = item.choices ?? [];
  const chosen = count === undefined ? -1 : options.findIndex((option) => sameValue(option.value, count));
  // Its own mark: a message about another part of the question must not paint every dropdown red.
  const missing = ticked && count === undefined;
  const label = textIn(item.content, locale);
  return (
    <div className={cardClass(ticked, disabled, block, 'qv-select-item')} data-testid={`select-item-${String(item.value)}`}>
      <label className="qv-select-tick">
        <Tick checked={ticked} disabled={disabled} onTick={(checked) => actions.tick(item.value, checked)} testId={`item-${String(item.value)}`} errorId={errorId} />
        <ChoiceText choice={item} locale={locale} />
      </label>
      <select
        className="qv-count"
        value={chosen < 0 ? '' : String(chosen)}
        disabled={disabled}
        aria-label={`${label} ${t('question.chooseCount')}`}
        onChange={(e) => actions.dropdown(item.value, e.target.value === '' ? null : (options[Number(e.target.value)]?.value ?? null))}
        data-testid={`count-${String(item.value)}`}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
      >
        {/* The empty choice is the placeholder, and choosing it clears the count. */}
        <option value="">{t('question.chooseCount')}</option>
        {options.map((option, i) => (
          <option key={String(option.value)} value={String(i)}>
            {textIn(option.content, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ItemList(props: WidgetProps & { items: readonly Choice[]; ticks: AnswerValue['checkboxValues'] }) {
  const { items, ticks, actions, parent, locale, disabled, errorId } = props;
  return (
    <ChoiceGrid
      choices={items}
      parent={parent}
      render={(item, block) => {
        const ticked = includesValue(ticks, item.value);
        if (item.type === 'select') return <SelectItem {...props} item={item} ticked={ticked} block={block} />;
        return <CheckCard choice={item} checked={ticked} block={block} disabled={disabled} locale={locale} testId={`item-${String(item.value)}`} errorId={errorId} onTick={(checked) => actions.tick(item.value, checked)} />;
      }}
    />
  );
}

/** The select-all box and, on the same line, the running count (README "Counting"). */
export function SelectAllBar({ question, value, actions, t, disabled, count }: WidgetProps & { count: string | null }) {
  const state = selectAllState(question, value);
  if (!state.offered && count === null) return null;
  return (
    <div className="qv-bar">
      {state.offered ? (
        <label className="qv-select-all">
          <Tick checked={state.checked} indeterminate={state.indeterminate} disabled={disabled} onTick={actions.selectAll} testId="select-all" />
          {t('question.selectAll')}
        </label>
      ) : (
        <span />
      )}
      {count !== null ? (
        <span className="qv-count-text" data-testid="count-text" aria-live="polite">
          {count}
        </span>
      ) : null}
    </div>
  );
}

/** A checkbox question (not composite). */
export function CheckboxQuestion(props: WidgetProps) {
  const { question, value, t } = props;
  const count = isCountingQuestion(question) ? t('question.countSelected', { count: countingValue(question, value) }) : null;
  return (
    <>
      <SelectAllBar {...props} count={count} />
      <ItemList {...props} items={question.choices} ticks={value?.checkboxValues} />
    </>
  );
}
