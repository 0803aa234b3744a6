/**
 * Speech in the portal: the audio review of a recorded speech test and its outcome viewer with
 * the amend dialog. `SpeechReview({testId})` is for other areas to embed (the SWAM test pages);
 * `registerSpeechDialogs` makes it the test lists' 'speech/review' dialog. Both load the review's
 * code as its own chunk when first shown.
 */
export { SpeechReview } from './lazy';
export { registerSpeechDialogs } from './register';
