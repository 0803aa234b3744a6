/**
 * An item's target word, from the test's own copy of its bank: the question's Chinese text (a
 * speech bank's question is the word the child names, e.g. 苹果), and its syllables' initials.
 */
import { textIn, type QuestionLibrary } from '@portal/shared';
import type { TestRow } from '../testing/schema';
import type * as PinyinPro from 'pinyin-pro';
import { onFirstUse } from '../../on-first-use';

const pinyinPro = onFirstUse<typeof PinyinPro>('pinyin-pro');

function questionOf(test: Pick<TestRow, 'library' | 'libraryAdditional'>, questionId: string) {
  for (const library of [test.library, test.libraryAdditional] as Array<QuestionLibrary | null>) {
    const question = library?.question[questionId];
    if (question) return question;
  }
  return null;
}

export function hasQuestion(test: Pick<TestRow, 'library' | 'libraryAdditional'>, questionId: string): boolean {
  return questionOf(test, questionId) !== null;
}

/** The target word ('' for a key the test does not have). */
export function targetWordOf(test: Pick<TestRow, 'library' | 'libraryAdditional'>, questionId: string): string {
  const question = questionOf(test, questionId);
  return question ? textIn(question.question, 'zh').trim() : '';
}

/** 苹果 → ['p', 'g']; a syllable without an initial (爱) gives ''. */
export function initialsOf(word: string): string[] {
  if (!word) return [];
  return pinyinPro().pinyin(word, { pattern: 'initial', type: 'array' });
}

/** Tone-marked pinyin of Chinese text, syllables separated by spaces (苹果 → 'píng guǒ'). */
export function pinyinOf(text: string): string {
  return text ? pinyinPro().pinyin(text) : '';
}
