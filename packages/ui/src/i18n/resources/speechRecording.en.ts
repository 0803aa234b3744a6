/** English texts of the tool site's speech recording page: the same keys as speechRecording.zh.ts (the type checks it). */
import type { speechRecordingZh } from './speechRecording.zh';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const speechRecordingEn: Texts<typeof speechRecordingZh> = {
  title: 'Speech test recording',
  child: 'Child: {{name}}',
  intro: 'After “Start recording” the whole sitting is recorded as one full audio; for each word press “Record” first, then mark the result when the child has spoken.',
  start: 'Start recording',
  resuming: 'Resuming the unfinished sitting…',
  resumed: 'The unfinished sitting is resumed: {{count}} words recorded. The full audio starts again from here.',
  continue: 'Continue recording',
  micDenied: 'The microphone cannot be used: {{message}}',
  micUnsupported: 'This browser cannot record audio; please use a current Chrome or Safari',
  item: 'Word {{index}} of {{total}}',
  record: 'Record',
  recording: 'Recording…',
  recordAgain: 'Record again',
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish the test',
  finishing: 'Uploading the remaining recordings…',
  finishConfirm: '{{count}} words are not recorded. Finish the test anyway?',
  finished: 'The test is finished and every recording is uploaded',
  status: {
    Successful: 'Pronounced correctly',
    Alternative: 'Alternative',
    NotPronounced: 'Not pronounced',
  },
  state: {
    none: 'Not recorded',
    pending: 'Waiting to upload',
    sent: 'Uploaded',
  },
  queue: {
    saved: 'All recordings uploaded',
    waiting: '{{count}} recordings waiting to upload',
    offline: 'Offline: {{count}} recordings are kept on this device and upload when the network is back',
    memoryOnly: 'This browser cannot keep recordings on the device; wait for the upload before closing the page',
    failed: 'Upload failed: {{message}}',
  },
  fullAudio: 'Full audio',
  devTiming: '{{id}} · starts at {{at}} ms · {{ms}} ms long',
  notSpeech: 'This test is not a speech test',
};
