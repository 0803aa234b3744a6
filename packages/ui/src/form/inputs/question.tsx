/**
 * The `question` input type: one questionnaire question inside a dynamic form. The item carries
 * the question in `input.props.question` (the bank's question format, checked with the shared
 * `questionSchema`), and optionally `input.props.variant` ('personal' | 'parent') and
 * `input.props.flow` ('v1' | 'v2', which wording a missing answer gets). The field's value is the
 * answer record; an `include_expressive` question's second answer is the field
 * `<keyName>_Expressive`.
 */
import { answerKeysOf, expressiveKey, finalizeAnswer, validateQuestionAnswer, type FormItem, type Question, type QuestionFlow } from '@portal/shared';
import { Form } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import type { AnswerChange } from '../../questions/actions';
import { parseQuestionConfig } from '../../questions/config';
import { asAnswerValue } from '../../questions/kind';
import { QuestionView, type QuestionAnswer, type QuestionViewProps } from '../../questions/QuestionView';
import type { QuestionVariant } from '../../questions/styles';
import { itemFieldName, toAntdRules, type QuestionRule } from '../rules';
import type { InputProps, InputRenderer } from '../types';

/** What a `question` item reads from `input.props`. */
export interface QuestionItemProps {
  question?: unknown;
  variant?: QuestionVariant;
  flow?: QuestionFlow;
}

function propsOf(item: FormItem): QuestionItemProps {
  return (item.input?.props ?? {}) as QuestionItemProps;
}

/** The item's question, or null when `input.props.question` is missing or not a valid question. */
export function questionOfItem(item: FormItem): Question | null {
  const config = parseQuestionConfig(propsOf(item).question);
  return config.ok ? config.question : null;
}

function flowOf(item: FormItem): QuestionFlow | undefined {
  const { flow } = propsOf(item);
  return flow === 'v1' || flow === 'v2' ? flow : undefined;
}

/** Answered twice: the receptive answer under the keyName, the expressive one beside it. */
function isTwoPart(item: FormItem, question: Question | null): question is Question {
  return question !== null && answerKeysOf(item.keyName, question).length > 1;
}

/** The rule the item implies for its own field (FormItemView's `impliedRules`). */
export function impliedQuestionRules(item: FormItem): QuestionRule[] {
  const flow = flowOf(item);
  return [{ type: 'question', ...(flow ? { flow } : {}), ...(isTwoPart(item, questionOfItem(item)) ? { part: 'receptive' as const } : {}) }];
}

/** Same record, whatever the key order (a stored record may list its fields differently). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}

/**
 * A stored record given as an initial value is replaced by its finalised form (derived fields
 * recomputed), so what is submitted is always what `finalizeAnswer` makes. A record with a problem
 * is left as it is: its message shows, and the person fixes it.
 */
function useFinalised(question: Question | null, value: unknown, onChange: AnswerChange): void {
  useEffect(() => {
    const answer = asAnswerValue(value);
    if (!question || answer === null || validateQuestionAnswer(question, answer) !== null) return;
    const final = finalizeAnswer(question, answer);
    if (canonical(final) !== canonical(answer)) onChange(final);
  }, [question, value, onChange]);
}

type ViewProps = Omit<QuestionViewProps, 'value' | 'onChange' | 'expressive'>;

/** Inside the expressive field's Form.Item, which hands it that field's value and onChange. */
function WithExpressive({ view, receptive, question, value, onChange }: { view: ViewProps; receptive: QuestionAnswer; question: Question; value?: unknown; onChange?: (value: unknown) => void }) {
  const change = useCallback<AnswerChange>((next) => onChange?.(next), [onChange]);
  useFinalised(question, value, change);
  return <QuestionView {...view} value={receptive.value} onChange={receptive.onChange} expressive={{ value: asAnswerValue(value), onChange: change }} />;
}

function QuestionInput({ item, value, onChange, disabled, locale }: InputProps) {
  const props = propsOf(item);
  const question = questionOfItem(item);
  const flow = flowOf(item);
  const change = useCallback<AnswerChange>((next) => onChange?.(next), [onChange]);
  useFinalised(question, value, change);
  const twoPart = isTwoPart(item, question);
  const expressiveRules = useMemo(
    () => (twoPart ? toAntdRules([{ type: 'question', part: 'expressive', ...(flow ? { flow } : {}) }], { locale, field: itemFieldName(item), question }) : []),
    [twoPart, flow, locale, item, question],
  );
  const view: ViewProps = { question: props.question, variant: props.variant === 'parent' ? 'parent' : 'personal', locale, disabled: disabled ?? false, name: item.keyName, ...(flow ? { flow } : {}) };
  const receptive = { value: asAnswerValue(value), onChange: change };
  if (!twoPart) return <QuestionView {...view} {...receptive} />;
  // Its own field beside the item's, validated with the item; its message joins the item's.
  return (
    <Form.Item name={expressiveKey(item.keyName).split('.')} noStyle rules={expressiveRules}>
      <WithExpressive view={view} receptive={receptive} question={question} />
    </Form.Item>
  );
}

export const questionInputs: Record<string, InputRenderer> = {
  question: { Component: QuestionInput },
};
