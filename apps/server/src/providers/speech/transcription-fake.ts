/**
 * Test-only: a local server speaking the OpenAI transcription protocol as FunASR, whisper.cpp and
 * faster-whisper servers do: `POST /v1/audio/transcriptions`, multipart/form-data with `file`,
 * `model`, `language` and `response_format`, `Authorization: Bearer <key>`; it answers `{"text"}`
 * (json) or `{"task","language","duration","text","segments":[…]}` (verbose_json), and refusals
 * as `{"error":{"message","type","code"}}` with an HTTP status.
 *
 * It recognises nothing: what it "hears" comes from a table keyed by the first sample of the WAV's
 * data, which the tests and the benchmark write as the item's index (`indexedWav`). It checks the
 * audio is the 16 kHz 16-bit mono WAV the scorer promises.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { is16kMonoPcm, pcm16Wav, wavFormat } from './wav';

export interface FakeAnswer {
  text: string;
  /** Segment times in seconds (verbose_json); unset: one segment over the whole recording. */
  segments?: Array<{ text: string; start: number; end: number }>;
}

export interface FakeTranscriptionOptions {
  /** Unset: the server takes no key. */
  apiKey?: string;
  model: string;
  answers: Map<number, FakeAnswer>;
  /** Milliseconds before each answer, as a recogniser takes (a number, or [min, max] at random). */
  delayMs?: number | [number, number];
}

export interface ReceivedTranscription {
  model: string;
  language: string;
  responseFormat: string;
  fileName: string;
  contentType: string;
  /** The index read from the audio. */
  index: number;
  format: { sampleRate: number; bitsPerSample: number; channels: number };
}

export interface FakeTranscription {
  /** What a client takes as its base URL, e.g. http://127.0.0.1:40123/v1. */
  baseUrl: string;
  received: ReceivedTranscription[];
  /** Most requests being answered at one time. */
  mostInFlight(): number;
  /** The next request is refused with this HTTP status. */
  failNextWith(status: number | null): void;
  close(): Promise<void>;
}

/** A 16 kHz mono WAV of `ms` milliseconds whose first sample is `index` (a quiet tone follows). */
export function indexedWav(index: number, ms = 800): Buffer {
  const samples = new Int16Array(Math.max(1, Math.round(16 * ms)));
  for (let i = 1; i < samples.length; i += 1) samples[i] = Math.round(2000 * Math.sin((2 * Math.PI * 220 * i) / 16_000));
  samples[0] = index;
  return pcm16Wav(samples);
}

const FORMATS = ['json', 'verbose_json'];

export async function startFakeTranscription(options: FakeTranscriptionOptions): Promise<FakeTranscription> {
  const received: ReceivedTranscription[] = [];
  let failNext: number | null = null;
  let inFlight = 0;
  let most = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: http.ServerResponse, status: number, message: string, code: string | null = null) =>
    send(res, status, { error: { message, type: 'invalid_request_error', param: null, code } });

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return refuse(res, 404, `Unknown request URL: ${req.method} ${req.url}`, 'unknown_url');
    if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) return refuse(res, 401, 'Incorrect API key provided', 'invalid_api_key');
    if (!String(req.headers['content-type']).startsWith('multipart/form-data')) return refuse(res, 400, 'Expected multipart/form-data');
    let form: FormData;
    try {
      form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body }).formData();
    } catch {
      return refuse(res, 400, 'Could not parse multipart form');
    }
    const file = form.get('file');
    const model = form.get('model');
    const language = String(form.get('language') ?? '');
    const responseFormat = String(form.get('response_format') ?? 'json');
    if (!(file instanceof Blob)) return refuse(res, 400, "you must provide a 'file'", 'missing_file');
    if (model !== options.model) return refuse(res, 404, `The model '${String(model)}' does not exist`, 'model_not_found');
    if (!FORMATS.includes(responseFormat)) return refuse(res, 400, `response_format ${responseFormat} is not one of ${FORMATS.join(', ')}`);
    const audio = Buffer.from(await file.arrayBuffer());
    const format = wavFormat(audio);
    if (!is16kMonoPcm(format)) return refuse(res, 400, 'The audio is not a 16 kHz 16-bit mono PCM WAV', 'invalid_audio');
    const index = audio.readInt16LE(format.dataOffset);
    received.push({
      model,
      language,
      responseFormat,
      fileName: file instanceof File ? file.name : '',
      contentType: file.type,
      index,
      format: { sampleRate: format.sampleRate, bitsPerSample: format.bitsPerSample, channels: format.channels },
    });
    if (failNext !== null) {
      const status = failNext;
      failNext = null;
      return refuse(res, status, `refused with ${status}`, 'server_error');
    }
    const found = options.answers.get(index) ?? { text: '' };
    if (responseFormat === 'json') return send(res, 200, { text: found.text });
    const duration = format.dataLength / 32_000;
    const segments = found.segments ?? (found.text ? [{ text: found.text, start: 0, end: duration }] : []);
    send(res, 200, {
      task: 'transcribe',
      language: 'chinese',
      duration,
      text: found.text,
      segments: segments.map((s, id) => ({ id, seek: 0, start: s.start, end: s.end, text: s.text, tokens: [], temperature: 0, avg_logprob: -0.2, compression_ratio: 1, no_speech_prob: 0.01 })),
    });
  };

  const delay = () => {
    const d = options.delayMs ?? 0;
    return Array.isArray(d) ? d[0] + Math.random() * (d[1] - d[0]) : d;
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        answer(req, res, Buffer.concat(chunks))
          .catch((error: unknown) => refuse(res, 500, String(error)))
          .finally(() => void (inFlight -= 1));
      }, delay());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    mostInFlight: () => most,
    failNextWith: (status) => void (failNext = status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
