/**
 * Composite checkbox: one row per word, two columns, receptive (understands) and expressive
 * (says); then the 'more receptive' / 'more expressive' select items and the two tallies.
 * Ticking expressive also ticks receptive: the shared `markComposite` does it.
 */
import { compositeTallies, textIn, type Choice, type CompositePart } from '@portal/shared';
import { compositeMark, includesValue } from './actions';
import { SelectAllBar, SelectItem } from './MultiSelect';
import { ChoiceText, Tick } from './parts';
import { cardClass } from './styles';
import type { WidgetProps } from './types';

const PARTS: readonly CompositePart[] = ['receptive', 'expressive'];

function PartTick({ row, part, checked, props }: { row: Choice; part: CompositePart; checked: boolean; props: WidgetProps }) {
  const { actions, t, disabled, locale, errorId } = props;
  return (
    <Tick
      checked={checked}
      disabled={disabled}
      onTick={(on) => actions.mark(row.value, part, on)}
      // The row's word with the column: 'understands' alone would not say which word.
      label={`${textIn(row.content, locale)} ${t(`question.${part}`)}`}
      testId={`row-${String(row.value)}-${part}`}
      errorId={errorId}
    />
  );
}

/** Parent look: each row a card with two large toggles. */
function RowCards(props: WidgetProps & { rows: Choice[] }) {
  const { rows, value, locale, t, disabled } = props;
  return (
    <div className="qv-rows">
      {rows.map((row) => {
        const mark = compositeMark(value, row);
        return (
          <div key={String(row.value)} className={cardClass(mark.receptive, false, true, 'qv-row')} data-testid={`row-${String(row.value)}`}>
            <div className="qv-row-text">
              <ChoiceText choice={row} locale={locale} />
            </div>
            <div className="qv-toggles">
              {PARTS.map((part) => (
                <label key={part} className={cardClass(mark[part], disabled, true, 'qv-chip')}>
                  <PartTick row={row} part={part} checked={mark[part]} props={props} />
                  {t(`question.${part}`)}
                </label>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Personal look: a compact table, item | understands | says. */
function RowTable(props: WidgetProps & { rows: Choice[] }) {
  const { rows, value, locale, t, disabled } = props;
  return (
    <table className="qv-table">
      <thead>
        <tr>
          <th scope="col">{t('question.item')}</th>
          {PARTS.map((part) => (
            <th scope="col" key={part}>
              {t(`question.${part}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const mark = compositeMark(value, row);
          return (
            <tr key={String(row.value)} className={mark.receptive ? 'qv-on' : undefined} data-testid={`row-${String(row.value)}`}>
              <td>
                <ChoiceText choice={row} locale={locale} />
              </td>
              {PARTS.map((part) => (
                <td key={part}>
                  <label className={disabled ? 'qv-tick-cell qv-off' : 'qv-tick-cell'}>
                    <PartTick row={row} part={part} checked={mark[part]} props={props} />
                  </label>
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function CompositeQuestion(props: WidgetProps) {
  const { question, value, t, parent } = props;
  const rows = question.choices.filter((choice) => choice.type !== 'select');
  const selects = question.choices.filter((choice) => choice.type === 'select');
  const tallies = compositeTallies(question, value);
  return (
    <>
      <SelectAllBar {...props} count={t('question.tallies', { receptive: tallies.receptive, expressive: tallies.expressive })} />
      {parent ? <RowCards {...props} rows={rows} /> : <RowTable {...props} rows={rows} />}
      {selects.length > 0 ? (
        <div className="qv-extras">
          {selects.map((item) => (
            <SelectItem key={String(item.value)} {...props} item={item} ticked={includesValue(value?.checkboxValues, item.value)} />
          ))}
        </div>
      ) : null}
    </>
  );
}
