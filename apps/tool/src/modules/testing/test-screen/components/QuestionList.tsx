/**
 * Questions of a test page, each with its widget (the personal variant), the expressive part
 * when it has one, and, when the test shows it, what the parent answered. Every change goes to
 * `onChange` (the page's answer queue).
 */
import { answerKeysOf, answerText, baseKeyOf, expressiveKey, type AnswerValue, type Answers, type QuestionFlow, type QuestionShape } from '@portal/shared';
import { QuestionView, useLanguage } from '@portal/ui';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface QuestionListProps {
  questions: Record<string, unknown>;
  keys: readonly string[];
  answers: Answers;
  onChange: (key: string, value: AnswerValue | null) => void;
  flow: QuestionFlow;
  showError?: boolean;
  disabled?: boolean;
  /** The parent's answers, shown beside each question (the test's is_show_parents_answer). */
  parentAnswers?: Answers | null;
  /** The numbers the screen shows (shared `questionNumbers`: no gaps, never restarting). */
  numbers?: ReadonlyMap<string, number>;
}

/** The element a page scrolls to for an answer key (its question's card). */
export const questionAnchor = (key: string) => `question-card-${key}`;

function ParentAnswer({ question, answerKey, answers }: { question: QuestionShape; answerKey: string; answers: Answers }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const text = answerText(question, answers[answerKey], locale);
  return (
    <Typography.Text type={text ? undefined : 'secondary'} data-testid={`parent-answer-${answerKey}`} style={{ display: 'block', background: '#fff7e6', borderRadius: 6, padding: '4px 8px' }}>
      {text ? `${t('testing.test.parentAnswer')}${text}` : t('testing.test.parentNotAnswered')}
    </Typography.Text>
  );
}

export function QuestionList({ questions, keys, answers, onChange, flow, showError, disabled, parentAnswers, numbers }: QuestionListProps) {
  const locale = useLanguage();
  return (
    <Flex vertical gap={12} data-testid="question-list">
      {keys.map((key) => {
        const question = questions[key] as QuestionShape | undefined;
        const twoParts = question ? answerKeysOf(key, question).length > 1 : false;
        const expressive = expressiveKey(key);
        return (
          <Card key={key} id={questionAnchor(key)} size="small" styles={{ body: { padding: '12px 16px' } }}>
            <QuestionView
              question={question}
              name={key}
              number={numbers ? (numbers.get(key) ?? null) : undefined}
              variant="personal"
              locale={locale}
              flow={flow}
              value={answers[key] ?? null}
              onChange={(next) => onChange(key, next)}
              expressive={twoParts ? { value: answers[expressive] ?? null, onChange: (next) => onChange(expressive, next) } : undefined}
              showError={showError}
              disabled={disabled}
            />
            {parentAnswers && question ? (
              <Flex vertical gap={4} style={{ marginTop: 8 }}>
                {answerKeysOf(key, question).map((answerKey) => (
                  <ParentAnswer key={answerKey} question={question} answerKey={answerKey} answers={parentAnswers} />
                ))}
              </Flex>
            ) : null}
          </Card>
        );
      })}
    </Flex>
  );
}

/**
 * Brings a missing answer's question into view once its page has rendered, and moves the focus to
 * its first control (a keyboard or screen-reader user lands where the answer is needed).
 */
export function scrollToQuestion(answerKey: string | undefined): void {
  if (!answerKey) return;
  // After the page (and the question's message) rendered.
  setTimeout(() => {
    const card = document.getElementById(questionAnchor(baseKeyOf(answerKey)));
    card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.querySelector<HTMLElement>(`[data-testid="question-part-${answerKey}"] input`)?.focus({ preventScroll: true });
  }, 50);
}
