/**
 * A multi-select: plain tick boxes and select items (a tick box with its 'how many more'
 * dropdown). Used by checkbox questions (with select-all and, for counting questions, the running
 * count) and by the additional select under a chosen ConditionsChoose choice.
 */
import { countingValue, isCountingQuestion, textIn, type AnswerValue, type Choice } from '@portal/shared';
import { Checkbox, Form, Select } from 'antd';
import { dropdownChoice, includesValue, selectAllState } from './actions';
import { ChoiceGrid, ChoiceText, CheckCard } from './parts';
import type { WidgetProps } from './types';

/** A select item: ticking it asks for the count; choosing a count ticks it (the shared rule). */
export function SelectItem({ item, ticked, block = true, value, actions, styles, locale, t, disabled }: WidgetProps & { item: Choice; ticked: boolean; block?: boolean }) {
  const count = dropdownChoice(value, item);
  const missing = ticked && count === undefined;
  const label = textIn(item.content, locale);
  return (
    <div style={{ ...styles.card(ticked, disabled, block), cursor: 'default', flexWrap: 'wrap', columnGap: 8, padding: styles.parent ? '4px 14px 4px 14px' : '2px 4px 2px 12px' }} data-testid={`select-item-${String(item.value)}`}>
      <Checkbox
        checked={ticked}
        disabled={disabled}
        onChange={(e) => actions.tick(item.value, e.target.checked)}
        style={{ flex: '1 1 140px', display: 'flex', alignItems: 'center', minHeight: styles.parent ? 44 : 32, margin: 0 }}
        data-testid={`item-${String(item.value)}`}
      >
        <ChoiceText choice={item} locale={locale} styles={styles} />
      </Checkbox>
      {/* Its own status: a message about another part of the question must not paint every dropdown red. */}
      <Form.Item noStyle validateStatus="">
        <Select<string | number>
          value={count}
          placeholder={t('question.chooseCount')}
          allowClear
          disabled={disabled}
          status={missing ? 'error' : undefined}
          aria-label={`${label} ${t('question.chooseCount')}`}
          options={(item.choices ?? []).map((option) => ({ value: option.value, label: textIn(option.content, locale) }))}
          onChange={(next) => actions.dropdown(item.value, next ?? null)}
          style={{ flex: styles.parent ? '1 1 140px' : '0 0 128px', minWidth: 0, maxWidth: styles.parent ? 220 : 160 }}
          data-testid={`count-${String(item.value)}`}
        />
      </Form.Item>
    </div>
  );
}

export function ItemList(props: WidgetProps & { items: readonly Choice[]; ticks: AnswerValue['checkboxValues'] }) {
  const { items, ticks, actions, styles, locale, disabled } = props;
  return (
    <ChoiceGrid
      choices={items}
      styles={styles}
      render={(item, block) => {
        const ticked = includesValue(ticks, item.value);
        if (item.type === 'select') return <SelectItem {...props} item={item} ticked={ticked} block={block} />;
        return (
          <CheckCard choice={item} checked={ticked} block={block} disabled={disabled} locale={locale} styles={styles} testId={`item-${String(item.value)}`} onTick={(checked) => actions.tick(item.value, checked)} />
        );
      }}
    />
  );
}

/** The select-all box and, on the same line, the running count (README "Counting"). */
export function SelectAllBar({ question, value, actions, styles, t, disabled, count }: WidgetProps & { count: string | null }) {
  const state = selectAllState(question, value);
  if (!state.offered && count === null) return null;
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: styles.parent ? 'space-between' : 'flex-start', gap: styles.parent ? 12 : 24, flexWrap: 'wrap' }}>
      {state.offered ? (
        <Checkbox
          checked={state.checked}
          indeterminate={state.indeterminate}
          disabled={disabled}
          onChange={(e) => actions.selectAll(e.target.checked)}
          style={{ display: 'flex', alignItems: 'center', minHeight: styles.parent ? 44 : 28, margin: 0, fontWeight: 600 }}
          data-testid="select-all"
        >
          {t('question.selectAll')}
        </Checkbox>
      ) : (
        <span />
      )}
      {count !== null ? (
        <span style={styles.count} data-testid="count-text" aria-live="polite">
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
