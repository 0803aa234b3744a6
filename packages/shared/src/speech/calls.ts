/**
 * The speech calls: a sitting's session (create, close, upload of its recordings) for the
 * clinician's recording page, the review reads (spec §7 'Audio, speech and AI') and the two amend
 * calls. The audio itself is read at `/resource{audio_path}` (bytes, not an envelope).
 */
import { z } from 'zod';
import { defineCall } from '../contract';
import {
  audioRecording,
  audioSession,
  oralOutcome,
  recognitionSession,
  soeAmendBody,
  speechReviewQuery,
  speechSessionCloseBody,
  speechSessionCreateBody,
  speechUploadQuery,
  swamAmendBody,
} from './api';

export const SPEECH_CALLS = {
  sessionCreate: defineCall({ method: 'POST', path: '/toolapi/swam/session/create', body: speechSessionCreateBody, result: audioSession }),
  sessionClose: defineCall({ method: 'POST', path: '/toolapi/swam/session/close', body: speechSessionCloseBody, result: audioSession }),
  /** A reload mid-sitting: the page carries on with the same open session (a closed one: 861). */
  sessionResume: defineCall({ method: 'POST', path: '/toolapi/swam/session/resume', body: speechSessionCloseBody, result: audioSession }),
  /** multipart/form-data with one audio file; what it is goes in the query. Repeating an upload is safe. */
  upload: defineCall({ method: 'POST', path: '/toolapi/swam/session/upload', query: speechUploadQuery, result: audioRecording }),
  audio: defineCall({ method: 'GET', path: '/toolapi/swam/s/ai/audio', query: speechReviewQuery, result: z.array(audioSession) }),
  recognitionList: defineCall({ method: 'GET', path: '/toolapi/swam/c/ai/recognition/list', query: speechReviewQuery, result: z.array(recognitionSession) }),
  amend: defineCall({ method: 'PUT', path: '/api/dream/swam/updata/amend', body: swamAmendBody, result: oralOutcome }),
  setTestAmend: defineCall({ method: 'PUT', path: '/soe/api/childrenTest/setTestAmend', body: soeAmendBody, result: oralOutcome }),
};

/** Where a recording's bytes are read (token header; ranges accepted). */
export const speechAudioUrl = (audioPath: string) => `/resource${audioPath}`;

/** A question's recorded prompt (content module, no token): `name` is the question's questionId (or item_id, or key). */
export const questionAudioPath = (toolsType: string, name: string) => `/oss/${toolsType}/questions/${encodeURIComponent(name)}.mp3`;

/**
 * The portal's speech dialogs by the component path the seeded test-list action names: the
 * contract between the server's menu configuration and the portal's speech module.
 */
export const SPEECH_DIALOGS = { review: 'speech/review' } as const;
