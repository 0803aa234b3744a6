/**
 * The clinician's recording page of a speech test (/swam/cai/test/{id}, testDev: developer mode):
 * its own lazily loaded chunk. The sitting's recordings go through the answer-queue module's
 * delivery queue (uploads.ts); the microphone is recorder.ts.
 */
export { useSpeechTest } from './api';
export { SpeechSitting } from './components/SpeechSitting';
