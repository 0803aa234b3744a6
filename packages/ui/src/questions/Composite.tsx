/**
 * Composite checkbox: one row per word, two columns, receptive (understands) and expressive
 * (says); then the 'more receptive' / 'more expressive' select items and the two tallies.
 * Ticking expressive also ticks receptive: the shared `markComposite` does it.
 */
import { compositeTallies, textIn, type Choice, type CompositePart } from '@portal/shared';
import { Checkbox } from 'antd';
import type { CSSProperties } from 'react';
import { compositeMark, includesValue } from './actions';
import { SelectAllBar, SelectItem } from './MultiSelect';
import { ChoiceText } from './parts';
import type { WidgetProps } from './types';

const PARTS: readonly CompositePart[] = ['receptive', 'expressive'];
const TABLE: CSSProperties = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 96px 96px', alignItems: 'center' };
// The two toggles share the row; on a phone they wrap under the word and take the card's width.
const CHIPS: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8, flex: '1 1 220px', maxWidth: 300 };

function PartBox({ row, part, checked, props, chip }: { row: Choice; part: CompositePart; checked: boolean; props: WidgetProps; chip: boolean }) {
  const { actions, styles, t, disabled, locale } = props;
  const name = t(`question.${part}`);
  const box = (
    <Checkbox
      checked={checked}
      disabled={disabled}
      onChange={(e) => actions.mark(row.value, part, e.target.checked)}
      aria-label={chip ? undefined : `${textIn(row.content, locale)} ${name}`}
      data-testid={`row-${String(row.value)}-${part}`}
      style={
        chip
          ? { ...styles.card(checked, disabled), minHeight: 44, padding: '6px 8px', justifyContent: 'center', background: checked ? styles.colors.selected : 'transparent' }
          : { display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 36, margin: 0 }
      }
    >
      {chip ? name : null}
    </Checkbox>
  );
  return chip ? box : <div style={{ display: 'flex', justifyContent: 'center' }}>{box}</div>;
}

/** Parent variant: each row a card with two large toggles. */
function RowCards(props: WidgetProps & { rows: Choice[] }) {
  const { rows, value, styles, locale } = props;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      {rows.map((row) => {
        const mark = compositeMark(value, row);
        return (
          <div key={String(row.value)} style={{ ...styles.card(mark.receptive), cursor: 'default', flexWrap: 'wrap', gap: 8, padding: '8px 10px 8px 14px' }} data-testid={`row-${String(row.value)}`}>
            <div style={{ flex: '1 1 120px', minWidth: 0 }}>
              <ChoiceText choice={row} locale={locale} styles={styles} />
            </div>
            <div style={CHIPS}>
              {PARTS.map((part) => (
                <PartBox key={part} row={row} part={part} checked={mark[part]} props={props} chip />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Personal variant: a compact table, item | understands | says. */
function RowTable(props: WidgetProps & { rows: Choice[] }) {
  const { rows, value, styles, locale, t } = props;
  const head: CSSProperties = { ...styles.sectionTitle, padding: '6px 8px', textAlign: 'center' };
  return (
    <div role="table" style={{ border: `1px solid ${styles.colors.border}`, borderRadius: 6, overflow: 'hidden', maxWidth: 640 }}>
      <div role="row" style={{ ...TABLE, background: styles.colors.header }}>
        <span role="columnheader" style={{ ...head, textAlign: 'start', paddingInlineStart: 12 }}>
          {t('question.item')}
        </span>
        {PARTS.map((part) => (
          <span role="columnheader" key={part} style={head}>
            {t(`question.${part}`)}
          </span>
        ))}
      </div>
      {rows.map((row) => {
        const mark = compositeMark(value, row);
        return (
          <div role="row" key={String(row.value)} style={{ ...TABLE, borderTop: `1px solid ${styles.colors.split}`, background: mark.receptive ? styles.colors.selected : undefined }} data-testid={`row-${String(row.value)}`}>
            <span role="cell" style={{ padding: '6px 12px' }}>
              <ChoiceText choice={row} locale={locale} styles={styles} />
            </span>
            {PARTS.map((part) => (
              <span role="cell" key={part}>
                <PartBox row={row} part={part} checked={mark[part]} props={props} chip={false} />
              </span>
            ))}
          </div>
        );
      })}
    </div>
  );
}

export function CompositeQuestion(props: WidgetProps) {
  const { question, value, t, styles } = props;
  const rows = question.choices.filter((choice) => choice.type !== 'select');
  const selects = question.choices.filter((choice) => choice.type === 'select');
  const tallies = compositeTallies(question, value);
  return (
    <>
      <SelectAllBar {...props} count={t('question.tallies', { receptive: tallies.receptive, expressive: tallies.expressive })} />
      {styles.parent ? <RowCards {...props} rows={rows} /> : <RowTable {...props} rows={rows} />}
      {selects.length > 0 ? (
        <div style={{ display: 'grid', gap: styles.parent ? 10 : 8, gridTemplateColumns: styles.parent ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
          {selects.map((item) => (
            <SelectItem key={String(item.value)} {...props} item={item} ticked={includesValue(value?.checkboxValues, item.value)} />
          ))}
        </div>
      ) : null}
    </>
  );
}
