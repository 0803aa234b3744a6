/**
 * A test as its portal page shows it, kept current by the live events (shared `testEvent`):
 * an answer event replaces that key on its side and carries the server's count for the side; a
 * status event moves the tag. Events are absolute (a value, a count, a status), so applying one
 * twice, or one already contained in a freshly loaded test, changes nothing.
 */
import { answeredCount, type AnswerValue, type AnsweredCount, type LibraryView, type TestEvent, type TestView } from '@portal/shared';

export type Side = 'clinician' | 'parents';

export interface LiveTest {
  test: TestView;
  progress: Record<Side, AnsweredCount>;
  /** The side and key an event changed last (highlighted briefly). */
  lastChange: { side: Side; key: string } | null;
}

/** The test's main library (the server checked it against the bank; the shared rules read it as it is). */
export const libraryOf = (test: TestView): LibraryView => test.library;

export function liveTestOf(test: TestView): LiveTest {
  const library = libraryOf(test);
  return {
    test,
    progress: { clinician: answeredCount(library, test.answer), parents: answeredCount(library, test.answer_parents) },
    lastChange: null,
  };
}

function withAnswer(answers: Record<string, AnswerValue>, key: string, value: AnswerValue | null): Record<string, AnswerValue> {
  const next = { ...answers };
  if (value === null) delete next[key];
  else next[key] = value;
  return next;
}

export function applyTestEvent(live: LiveTest, event: TestEvent): LiveTest {
  if (event.test_id !== live.test._id) return live;
  if (event.type === 'status') return event.status === live.test.status ? live : { ...live, test: { ...live.test, status: event.status } };
  const field = event.side === 'parents' ? 'answer_parents' : 'answer';
  const test = { ...live.test, status: event.status, [field]: withAnswer(live.test[field], event.key, event.value) };
  return {
    test,
    progress: { ...live.progress, [event.side]: { answered: event.answered_count, total: event.question_count } },
    lastChange: { side: event.side, key: event.key },
  };
}
