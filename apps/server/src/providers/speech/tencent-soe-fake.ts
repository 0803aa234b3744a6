/**
 * Test-only: a local server answering Tencent Cloud oral evaluation (soe 2018-07-24)
 * TransmitOralProcessWithInit in the documented shape, behind the API 3.0 checks of
 * `../tencent-cloud-fake.ts` (TC3 signature, service `soe`, action and version headers).
 *
 * It evaluates nothing: it checks the request fields and answers one word per character of
 * RefText, each matched (MatchTag 0) with an accuracy from `accuracyOf` and two phones (initial
 * and final, from pinyin), timed evenly over the recording; the total PronAccuracy is the words'
 * mean. `answerNextWith` makes the next call answer silence, an empty result or an error.
 */
import { startFakeTencentApi, tencentError, type FakeTencentApi, type TencentAnswer } from '../tencent-cloud-fake';
import { syllablesOf } from './pinyin-compare';
import { wavFormat, type WavFormat } from './wav';

export interface ReceivedSoe {
  region: string | undefined;
  /** Every field but the audio. */
  params: Record<string, unknown>;
  /** The decoded audio's format; null when it is not a WAV. */
  audio: WavFormat | null;
}

/** What the next call answers instead of an evaluation. */
export type SoeNext =
  /** Nothing of RefText heard: PronAccuracy -1, every word missing (MatchTag 2). */
  | 'silence'
  /** No words at all. */
  | 'empty'
  | { error: string };

export interface FakeTencentSoe extends Pick<FakeTencentApi, 'address' | 'port' | 'refused' | 'close'> {
  received: ReceivedSoe[];
  answerNextWith(next: SoeNext | null): void;
}

/** The default accuracies: 92.347 for the first character, 11.1 less for each next one. */
export const defaultAccuracyOf = (position: number) => Math.round((92.347 - 11.1 * position) * 1000) / 1000;

const isInt = (v: unknown, ...allowed: number[]) => typeof v === 'number' && allowed.includes(v);

/** The request's field checks, in the documented ranges; a refusal or null. */
function refusal(p: Record<string, unknown>): TencentAnswer | null {
  for (const name of ['SeqId', 'IsEnd', 'VoiceFileType', 'VoiceEncodeType', 'UserVoiceData', 'SessionId', 'RefText', 'WorkMode', 'EvalMode', 'ScoreCoeff']) {
    if (p[name] === undefined) return tencentError('MissingParameter', `The request is missing a required parameter \`${name}\`.`);
  }
  if (typeof p.SeqId !== 'number' || p.SeqId < 1 || p.SeqId > 3000) return tencentError('InvalidParameterValue', 'SeqId must be 1–3000');
  if (!isInt(p.IsEnd, 0, 1) || !isInt(p.WorkMode, 0, 1)) return tencentError('InvalidParameterValue', 'IsEnd and WorkMode must be 0 or 1');
  if (!isInt(p.VoiceFileType, 1, 2, 3, 4) || !isInt(p.VoiceEncodeType, 1)) return tencentError('InvalidParameterValue', 'VoiceFileType must be 1–4 and VoiceEncodeType 1');
  if (!isInt(p.EvalMode, 0, 1, 2, 3, 4, 5, 6, 7, 8)) return tencentError('InvalidParameterValue', 'EvalMode must be 0–8');
  if (typeof p.ScoreCoeff !== 'number' || p.ScoreCoeff < 1 || p.ScoreCoeff > 4) return tencentError('InvalidParameterValue', 'ScoreCoeff must be 1.0–4.0');
  if (p.ServerType !== undefined && !isInt(p.ServerType, 0, 1)) return tencentError('InvalidParameterValue', 'ServerType must be 0 or 1');
  if (typeof p.SessionId !== 'string' || p.SessionId === '' || typeof p.RefText !== 'string' || p.RefText === '') return tencentError('InvalidParameterValue', 'SessionId and RefText must be non-empty strings');
  if (typeof p.UserVoiceData !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(p.UserVoiceData)) return tencentError('InvalidParameterValue', 'UserVoiceData must be base64');
  return null;
}

export async function startFakeTencentSoe(options: { secretId: string; secretKey: string; accuracyOf?: (position: number, char: string) => number }): Promise<FakeTencentSoe> {
  const received: ReceivedSoe[] = [];
  const accuracyOf = options.accuracyOf ?? defaultAccuracyOf;
  let next: SoeNext | null = null;

  const api = await startFakeTencentApi(
    { secretId: options.secretId, secretKey: options.secretKey, service: 'soe', version: '2018-07-24', actions: ['TransmitOralProcessWithInit'] },
    ({ params, region }) => {
      const refused = refusal(params);
      if (refused) return refused;
      const audioBytes = Buffer.from(params.UserVoiceData as string, 'base64');
      const audio = wavFormat(audioBytes);
      const { UserVoiceData: _audio, ...fields } = params;
      received.push({ region, params: fields, audio });
      if (params.VoiceFileType === 2 && !audio) return tencentError('InvalidParameterValue.ErrorVoiceData', 'UserVoiceData is not a WAV');

      const answering = next;
      next = null;
      if (typeof answering === 'object' && answering !== null) return tencentError(answering.error, `refused: ${answering.error}`);
      const chars = [...(params.RefText as string)];
      const durationMs = audio ? Math.round((audio.dataLength / (audio.sampleRate * (audio.bitsPerSample / 8) * audio.channels)) * 1000) : 1000;
      const common = { SessionId: params.SessionId, AudioUrl: '', SentenceInfoSet: [], Status: 'Finished', RefTextId: -1, KeyWordHits: [], UnKeyWordHits: [] };
      if (answering === 'empty') return { ...common, PronAccuracy: -1, PronFluency: -1, PronCompletion: -1, SuggestedScore: 0, Words: [] };
      const words = chars.map((char, i) => {
        const missing = answering === 'silence';
        const score = missing ? -1 : accuracyOf(i, char);
        const syllable = syllablesOf(char)[0];
        const begin = Math.round((durationMs * i) / chars.length);
        const end = Math.round((durationMs * (i + 1)) / chars.length);
        const phones = missing || !syllable ? [] : [syllable.initial, syllable.final].filter(Boolean);
        return {
          MemBeginTime: begin,
          MemEndTime: end,
          PronAccuracy: score,
          PronFluency: missing ? 0 : 0.9,
          Word: char,
          MatchTag: missing ? 2 : 0,
          ReferenceWord: '',
          PhoneInfos: phones.map((phone, k) => ({
            MemBeginTime: begin + Math.round(((end - begin) * k) / phones.length),
            MemEndTime: begin + Math.round(((end - begin) * (k + 1)) / phones.length),
            PronAccuracy: Math.min(100, score + (k === 0 ? 2.5 : -2.5)),
            DetectedStress: false,
            Phone: phone,
            Stress: false,
            ReferencePhone: '',
            MatchTag: 0,
            ReferenceLetter: '',
          })),
          Tone: { Valid: !missing, RefTone: syllable?.tone || -1, HypothesisTone: missing ? -1 : syllable?.tone || -1 },
        };
      });
      const total = answering === 'silence' ? -1 : words.reduce((sum, w) => sum + w.PronAccuracy, 0) / words.length;
      return { ...common, PronAccuracy: total, PronFluency: -1, PronCompletion: -1, SuggestedScore: Math.max(0, total), Words: words };
    },
  );
  return { address: api.address, port: api.port, refused: api.refused, close: api.close, received, answerNextWith: (n) => void (next = n) };
}
