/**
 * Speech scored by Tencent Cloud oral evaluation (SOE, API version 2018-07-24, action
 * TransmitOralProcessWithInit), one item per call: the whole WAV at once (WorkMode 1, SeqId 1,
 * IsEnd 1), Chinese (ServerType 1), word mode (EvalMode 0, which for Chinese scores each character).
 *
 * Through `tencentcloud-sdk-nodejs-common`: Tencent's own SDK core, whose CommonClient signs any
 * product's calls (TC3-HMAC-SHA256) given the product's endpoint and version. The registry has
 * no per-product package for soe, and the whole `tencentcloud-sdk-nodejs` carries the clients
 * and models of every Tencent product; the SMS adapter's `tencentcloud-sdk-nodejs-sms` is built
 * on this same core.
 *
 * ScoreCoeff is the service's strictness index, 1.0–4.0: Tencent documents 1.0 for the youngest
 * users (children's apps) and 4.0 for strict adult scoring, so the default is 1.0.
 */
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { createRequire } from 'node:module';
import type * as TencentCommon from 'tencentcloud-sdk-nodejs-common';
import { ProviderError } from '../sms/sender';
import { sdkErrorDetail, splitEndpoint } from '../tencent-cloud';
import type { PhoneInfo, SpeechItem, SpeechOutcome, SpeechScorer, WordOutcome } from './scorer';
import { is16kMonoPcm, wavFormat } from './wav';

export interface TencentSoeSettings {
  secretId: string;
  secretKey: string;
  region: string;
  /** A host (https) or a full http(s):// URL. */
  endpoint: string;
  /** 1.0 (lenient, children) – 4.0 (strict, adults). */
  scoreCoeff: number;
}

export const TENCENT_SOE_DEFAULT_ENDPOINT = 'soe.tencentcloudapi.com';
export const TENCENT_SOE_DEFAULT_SCORE_COEFF = 1.0;
export const SOE_VERSION = '2018-07-24';

/** The documented request fields used here (TransmitOralProcessWithInitRequest). */
export interface SoeRequest {
  SeqId: number;
  IsEnd: number;
  /** 1 raw PCM, 2 wav, 3 mp3, 4 speex. */
  VoiceFileType: number;
  /** 1 PCM. */
  VoiceEncodeType: number;
  UserVoiceData: string;
  SessionId: string;
  RefText: string;
  /** 0 streamed pieces, 1 the whole recording at once. */
  WorkMode: number;
  /** 0 word mode (single characters in Chinese). */
  EvalMode: number;
  ScoreCoeff: number;
  /** 0 English, 1 Chinese. */
  ServerType: number;
}

/** The documented response fields read here (TransmitOralProcessWithInitResponse, WordRsp, PhoneInfo). */
interface SoeResponse {
  PronAccuracy?: number;
  Words?: Array<{ MemBeginTime?: number; MemEndTime?: number; PronAccuracy?: number; Word?: string; MatchTag?: number; PhoneInfos?: Array<{ Phone?: string; PronAccuracy?: number }> }>;
  Status?: string;
  RequestId?: string;
}

/** MatchTag: 0 matched, 1 added, 2 missing, 3 misread, 4 not in the lexicon. */
const HEARD = new Set([0, 1, 3]);
const OF_TARGET = new Set([0, 3]);

const round2 = (n: number) => Math.round(n * 100) / 100;
/** -1 is the service's "could not judge": kept as it is. */
const accuracy = (n: number | undefined) => (typeof n === 'number' && n >= 0 ? round2(n) : -1);

export class TencentSoeSpeechScorer implements SpeechScorer {
  readonly name = 'tencent-soe';
  private readonly client: InstanceType<typeof TencentCommon.CommonClient>;

  /** `agent`: an HTTP agent for the calls (a proxy's, or the tests' that resolves the host locally). */
  constructor(
    private readonly settings: TencentSoeSettings,
    options: { agent?: Agent; timeoutSeconds?: number } = {},
  ) {
    const { protocol, host } = splitEndpoint(settings.endpoint);
    // Loaded here, not at start: a server that scores no speech through Tencent never loads it.
    const { CommonClient } = createRequire(import.meta.url)('tencentcloud-sdk-nodejs-common') as typeof TencentCommon;
    this.client = new CommonClient(host, SOE_VERSION, {
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region,
      profile: {
        signMethod: 'TC3-HMAC-SHA256',
        httpProfile: { protocol, reqMethod: 'POST', reqTimeout: options.timeoutSeconds ?? 30, ...(options.agent ? { agent: options.agent } : {}) },
      },
    });
  }

  async score(item: SpeechItem): Promise<SpeechOutcome> {
    // The service takes only 16 kHz 16-bit mono and scores anything else wrongly rather than refusing it.
    if (!is16kMonoPcm(wavFormat(item.wav16kMono))) throw new ProviderError(this.name, 'the recording is not a 16 kHz 16-bit mono PCM WAV');
    const request: SoeRequest = {
      SeqId: 1,
      IsEnd: 1,
      VoiceFileType: 2,
      VoiceEncodeType: 1,
      UserVoiceData: item.wav16kMono.toString('base64'),
      SessionId: randomUUID(),
      RefText: item.target,
      WorkMode: 1,
      EvalMode: 0,
      ScoreCoeff: this.settings.scoreCoeff,
      ServerType: 1,
    };
    let response: SoeResponse;
    try {
      response = (await this.client.request('TransmitOralProcessWithInit', request)) as SoeResponse;
    } catch (error) {
      throw new ProviderError(this.name, sdkErrorDetail(error), { cause: error });
    }
    if (response.Status && response.Status !== 'Finished') throw new ProviderError(this.name, `evaluation ${response.Status} request ${response.RequestId ?? '?'}`);
    const { syllablesOf } = await import('./pinyin-compare');
    return outcomeOf(item, response, syllablesOf);
  }
}

function outcomeOf(item: SpeechItem, response: SoeResponse, syllablesOf: (text: string) => Array<{ pinyin: string }>): SpeechOutcome {
  const words = response.Words ?? [];
  const matched = words.some((w) => OF_TARGET.has(w.MatchTag ?? 0));
  if (!matched || typeof response.PronAccuracy !== 'number' || response.PronAccuracy < 0) {
    return { provider: 'tencent-soe', status: 'not_matched', word: [], vop: { path: item.audioPath, pinyin: '', text: '' }, accuracy: 0 };
  }
  const text = words
    .filter((w) => HEARD.has(w.MatchTag ?? 0))
    .map((w) => w.Word ?? '')
    .join('');
  const word = words
    .filter((w) => w.MatchTag !== 1) // an added word is no part of the target
    .map(
      (w): WordOutcome => ({
        MemBeginTime: w.MemBeginTime ?? 0,
        MemEndTime: w.MemEndTime ?? 0,
        Word: w.Word ?? '',
        PronAccuracy: accuracy(w.PronAccuracy),
        PhoneInfos: (w.PhoneInfos ?? []).map((p): PhoneInfo => ({ Phone: p.Phone ?? '', PronAccuracy: accuracy(p.PronAccuracy) })),
      }),
    );
  return {
    provider: 'tencent-soe',
    status: 'scored',
    word,
    vop: { path: item.audioPath, pinyin: syllablesOf(text).map((s) => s.pinyin).join(' '), text },
    accuracy: round2(response.PronAccuracy),
  };
}
