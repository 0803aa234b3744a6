import type { SpeechItem, SpeechOutcome, SpeechScorer } from './scorer';

/**
 * The default with nothing configured: it cannot recognise speech, so it does not pretend to.
 * Every item is kept 'awaiting review' with its recording, for the clinician to listen to and
 * score through the amend dialog.
 */
export class ReviewSpeechScorer implements SpeechScorer {
  readonly name = 'review';

  score(item: SpeechItem): Promise<SpeechOutcome> {
    return Promise.resolve({
      provider: this.name,
      status: 'awaiting_review',
      word: [],
      vop: { path: item.audioPath, pinyin: '', text: '' },
      accuracy: null,
    });
  }
}
