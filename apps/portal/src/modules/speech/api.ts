/** The review's calls (contracts: @portal/shared speech/calls.ts). */
import { SPEECH_CALLS as C, TESTING_CALLS, type OralOutcome, type TestView } from '@portal/shared';
import { callWith, type RequestFn } from '@portal/ui';
import { reviewSessionsOf, type ReviewSession } from './review';

export interface ReviewData {
  sessions: ReviewSession[];
  test: TestView;
}

/** The test (its tool and questions, for the question audio), its sittings and their outcomes, side by side. */
export async function fetchReview(request: RequestFn, testId: string): Promise<ReviewData> {
  const [test, audio, recognition] = await Promise.all([
    callWith(request, TESTING_CALLS.testDetail, { query: { _id: testId }, silent: true }),
    callWith(request, C.audio, { query: { _id: testId }, silent: true }),
    callWith(request, C.recognitionList, { query: { _id: testId }, silent: true }),
  ]);
  return { test: test.data, sessions: reviewSessionsOf(audio.data, recognition.data) };
}

/** The clinician's correction of one item; the answer is the item's outcome with the amendment beside the original. */
export async function amendOutcome(request: RequestFn, outcomeId: string, vopText: string, word: Record<string, number>): Promise<OralOutcome> {
  return (await callWith(request, C.amend, { body: { _id: outcomeId, vop_text: vopText, word } })).data;
}
