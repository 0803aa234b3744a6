/** Building blocks of the answer widgets: the choice grid, choice cards, tick boxes and their texts. */
import { textIn, type AnswerScalar, type Choice, type Locale } from '@portal/shared';
import { Fragment, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { cardClass, choiceColumns } from './styles';

/** The attributes that tie a control to its part's shown message. */
export function invalidProps(errorId: string | undefined): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

export function ChoiceText({ choice, locale }: { choice: Choice; locale: Locale }) {
  return (
    <span className="qv-label">
      <span>{textIn(choice.content, locale)}</span>
      {choice.description ? <span className="qv-help">{textIn(choice.description, locale)}</span> : null}
    </span>
  );
}

interface TickProps {
  checked: boolean;
  disabled?: boolean | undefined;
  indeterminate?: boolean | undefined;
  onTick: (checked: boolean) => void;
  testId: string;
  label?: string | undefined;
  errorId?: string | undefined;
}

/** A native tick box; `indeterminate` is a property only, so it is set after rendering. */
export function Tick({ checked, disabled, indeterminate = false, onTick, testId, label, errorId }: TickProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="qv-input"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={(e) => onTick(e.target.checked)}
      data-testid={testId}
      {...invalidProps(errorId)}
    />
  );
}

/**
 * Lays choices out: by their `span` on a 24-column grid (one column on phones in the parent
 * look), or, in the personal look without spans, as chips in a wrapping row. `below` puts a
 * full-width block right after a choice (the sub-options of the chosen ConditionsChoose choice).
 */
export function ChoiceGrid({ choices, parent, render, below }: { choices: readonly Choice[]; parent: boolean; render: (choice: Choice, block: boolean) => ReactNode; below?: (choice: Choice) => ReactNode }) {
  const grid = parent || choices.some((choice) => choice.span !== undefined);
  return (
    <div className={grid ? 'qv-grid' : 'qv-chips'}>
      {choices.map((choice) => {
        const extra = below?.(choice);
        const cols = choiceColumns(parent, choice.span);
        const cell = { '--qv-xs': cols.xs, '--qv-sm': cols.sm } as CSSProperties;
        return (
          <Fragment key={String(choice.value)}>
            {grid ? (
              <div className="qv-cell" style={cell}>
                {render(choice, true)}
              </div>
            ) : (
              render(choice, false)
            )}
            {extra ? <div className="qv-cell qv-full">{extra}</div> : null}
          </Fragment>
        );
      })}
    </div>
  );
}

interface CardProps {
  choice: Choice;
  checked: boolean;
  /** Fills its grid cell (else a chip). */
  block: boolean;
  disabled?: boolean | undefined;
  locale: Locale;
  testId: string;
  errorId?: string | undefined;
}

/** One single-choice option: the whole card is the label of its radio. */
export function RadioCard({ choice, checked, block, disabled, locale, testId, errorId, name, onChoose }: CardProps & { name: string; onChoose: (value: AnswerScalar) => void }) {
  return (
    <label className={cardClass(checked, disabled, block)}>
      <input
        type="radio"
        className="qv-input"
        name={name}
        value={String(choice.value)}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(choice.value)}
        data-testid={testId}
        {...invalidProps(errorId)}
      />
      <ChoiceText choice={choice} locale={locale} />
    </label>
  );
}

/** One tick box of a multi-select: the whole card is the label of its box. */
export function CheckCard({ choice, checked, block, disabled, locale, testId, errorId, onTick }: CardProps & { onTick: (checked: boolean) => void }) {
  return (
    <label className={cardClass(checked, disabled, block)}>
      <Tick checked={checked} disabled={disabled} onTick={onTick} testId={testId} errorId={errorId} />
      <ChoiceText choice={choice} locale={locale} />
    </label>
  );
}
