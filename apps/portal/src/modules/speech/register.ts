/** Registers the review as the 'speech/review' dialog (once; the seeded test-list action names it). */
import { SPEECH_DIALOGS } from '@portal/shared';
import { dialogComponents, type DialogComponentRegistry } from '@portal/ui';
import { SpeechReviewDialog } from './lazy';

export function registerSpeechDialogs(registry: DialogComponentRegistry = dialogComponents): void {
  if (!registry.has(SPEECH_DIALOGS.review)) registry.register(SPEECH_DIALOGS.review, SpeechReviewDialog);
}
