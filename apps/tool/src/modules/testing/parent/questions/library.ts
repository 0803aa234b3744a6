/**
 * What a parent answers: the main library, then the parents' own library when the bank has one
 * (the server's end check asks for both, `library_parents` too). Keys are unique across a
 * bank's libraries and triggers only look back, so the two read as one library with the parents'
 * pages appended, and every shared paging and trigger rule applies unchanged.
 */
import type { LibraryShape, ParentTestView, QuestionView } from '@portal/shared';

export function parentLibrary(view: Pick<ParentTestView, 'library' | 'library_parents'>): LibraryShape<QuestionView> {
  const main = view.library;
  const parents = view.library_parents;
  if (!parents) return main;
  return { question: { ...main.question, ...parents.question }, question_page_sort: [...main.question_page_sort, ...parents.question_page_sort] };
}
