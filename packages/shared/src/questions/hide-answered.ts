/**
 * The hide-answered toggle: hides radio questions already answered, so a clinician
 * going back over a long page sees only what is left. Other widgets stay: their answers are
 * multi-part and often revisited (a word list grows as the parent remembers more).
 */
import { answerOf } from './answer-of';
import type { Answers } from './answers';
import { answerKeysOf } from './expressive';
import { findQuestion, type LibraryShape } from './model';
import { isAnswered } from './validate';

/** `keys` without the radio questions whose every answer (receptive, and expressive if any) is answered. */
export function hideAnsweredRadios(library: LibraryShape, keys: readonly string[], answers: Answers): string[] {
  return keys.filter((key) => {
    const question = findQuestion(library, key);
    if (!question || question.type !== 'radio') return true;
    return !answerKeysOf(key, question).every((answerKey) => isAnswered(question, answerOf(answers, answerKey)));
  });
}
