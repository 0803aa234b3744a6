/**
 * The recording page's calls: the test (its SWAM bank library and child), a sitting's session
 * (create, resume after a reload, close) and one recording's upload (multipart, what it is in the query). Silent: the
 * page says what failed in its own place, and the delivery queue retries uploads.
 */
import { SPEECH_CALLS, TESTING_CALLS, type AudioRecording, type AudioSession, type CallQuery } from '@portal/shared';
import { callWith, request } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';

export function useSpeechTest(testId: string) {
  return useQuery({
    queryKey: ['speech', 'test', testId],
    queryFn: async () => (await callWith(request, TESTING_CALLS.testDetail, { query: { _id: testId }, silent: true })).data,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export async function createSession(testId: string): Promise<AudioSession> {
  return (await callWith(request, SPEECH_CALLS.sessionCreate, { body: { test_id: testId }, silent: true })).data;
}

export async function closeSession(sessionId: string): Promise<AudioSession> {
  return (await callWith(request, SPEECH_CALLS.sessionClose, { body: { _id: sessionId }, silent: true })).data;
}

export async function resumeSession(sessionId: string): Promise<AudioSession> {
  return (await callWith(request, SPEECH_CALLS.sessionResume, { body: { _id: sessionId }, silent: true })).data;
}

export type UploadQuery = CallQuery<typeof SPEECH_CALLS.upload>;

/** Throws an ApiError with the server's envelope when refused (final), another error when the network failed (retried). */
export async function uploadRecording(query: UploadQuery, audio: Blob, fileName: string): Promise<AudioRecording> {
  const form = new FormData();
  form.append('file', audio, fileName);
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  return (await request<AudioRecording>('POST', SPEECH_CALLS.upload.path, { params, data: form, silent: true })).data;
}
