/** The tool site's recording page texts (`testing.speech.*`): added by its lazy chunk (apps/tool/src/pages/SpeechRecordingPage.tsx). */
import type { LazyTexts } from '../lazy';
import { speechRecordingEn } from './speechRecording.en';
import { speechRecordingZh } from './speechRecording.zh';

export const speechRecordingTexts = { zh: { testing: { speech: speechRecordingZh } }, en: { testing: { speech: speechRecordingEn } } } satisfies LazyTexts;
