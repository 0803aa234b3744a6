/** Building blocks of the answer widgets: the choice grid, choice cards and their texts. */
import { textIn, type AnswerScalar, type Choice, type Locale } from '@portal/shared';
import { Checkbox, Col, Radio, Row } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { QuestionStyles } from './styles';

export function ChoiceText({ choice, locale, styles }: { choice: Choice; locale: Locale; styles: QuestionStyles }) {
  return (
    <span style={styles.label}>
      <span>{textIn(choice.content, locale)}</span>
      {choice.description ? <span style={styles.help}>{textIn(choice.description, locale)}</span> : null}
    </span>
  );
}

const FULL_ROW = { flexBasis: '100%' } as const;

/**
 * Lays choices out: by their `span` on a 24-column grid (one column on phones), or, in the
 * personal variant without spans, as chips in a wrapping row. `below` puts a full-width block
 * right after a choice (the sub-options of the chosen ConditionsChoose choice).
 */
export function ChoiceGrid({ choices, styles, render, below }: { choices: readonly Choice[]; styles: QuestionStyles; render: (choice: Choice, block: boolean) => ReactNode; below?: (choice: Choice) => ReactNode }) {
  const grid = choices.some((choice) => choice.span !== undefined) || styles.parent;
  if (!grid) {
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {choices.map((choice) => {
          const extra = below?.(choice);
          return (
            <Fragment key={String(choice.value)}>
              {render(choice, false)}
              {extra ? <div style={FULL_ROW}>{extra}</div> : null}
            </Fragment>
          );
        })}
      </div>
    );
  }
  return (
    <Row gutter={[styles.parent ? 10 : 8, styles.parent ? 10 : 8]}>
      {choices.map((choice) => {
        const extra = below?.(choice);
        const cols = styles.cols(choice.span) ?? { xs: 24, sm: 24 };
        return (
          <Fragment key={String(choice.value)}>
            <Col xs={cols.xs} sm={cols.sm} style={{ display: 'flex' }}>
              {render(choice, true)}
            </Col>
            {extra ? <Col span={24}>{extra}</Col> : null}
          </Fragment>
        );
      })}
    </Row>
  );
}

interface CardProps {
  choice: Choice;
  checked: boolean;
  /** Fills its grid cell (else a chip). */
  block: boolean;
  disabled?: boolean | undefined;
  locale: Locale;
  styles: QuestionStyles;
  testId: string;
}

/** One single-choice option: the whole card is the tap target. */
export function RadioCard({ choice, checked, block, disabled, locale, styles, testId, name, onChoose }: CardProps & { name: string; onChoose: (value: AnswerScalar) => void }) {
  return (
    <Radio
      name={name}
      value={choice.value}
      checked={checked}
      disabled={disabled}
      onChange={() => onChoose(choice.value)}
      style={styles.card(checked, disabled, block)}
      // antd hands unknown props to the <input>: tests find the control itself.
      data-testid={testId}
    >
      <ChoiceText choice={choice} locale={locale} styles={styles} />
    </Radio>
  );
}

/** One tick box of a multi-select: the whole card is the tap target. */
export function CheckCard({ choice, checked, block, disabled, locale, styles, testId, onTick, children, indeterminate }: CardProps & { onTick: (checked: boolean) => void; children?: ReactNode; indeterminate?: boolean }) {
  return (
    <Checkbox
      checked={checked}
      indeterminate={indeterminate}
      disabled={disabled}
      onChange={(e) => onTick(e.target.checked)}
      style={styles.card(checked, disabled, block)}
      // antd hands unknown props to the <input>: tests find the control itself.
      data-testid={testId}
    >
      {children ?? <ChoiceText choice={choice} locale={locale} styles={styles} />}
    </Checkbox>
  );
}
