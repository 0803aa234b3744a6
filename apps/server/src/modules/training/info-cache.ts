/**
 * The `students/info` answers this process built last, each under the version of the rows it was
 * built from (info.ts). An entry is only used while the database still shows that version, so a
 * stale answer is never sent — it is rebuilt — and several server processes need no
 * coordination. The gzip and brotli forms are made once per entry, on first demand: a full
 * timeline of ~400 KB goes out as ~40 KB to a browser. Bounded by total size; the least recently
 * used entries go first.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at quality 5: ~5× smaller JSON in a few milliseconds (11 is far slower for a few % more). */
const COMPRESSORS: Record<Exclude<AnswerEncoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/**
 * Which form the caller takes, from its Accept-Encoding: brotli, then gzip, else the plain text.
 * A coding listed with q=0 is refused; `*` stands for any coding not listed.
 */
export function chooseEncoding(header: string | undefined): AnswerEncoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

export class CachedAnswer {
  private readonly encoded = new Map<AnswerEncoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {}

  /** The answer's bytes in `encoding` (the same promise for every caller while it is being made). */
  bytes(encoding: AnswerEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.body);
    let made = this.encoded.get(encoding);
    if (!made) {
      made = COMPRESSORS[encoding](this.body);
      this.encoded.set(encoding, made);
    }
    return made;
  }
}

interface Entry {
  version: string;
  answer: CachedAnswer;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly budget = ANSWER_CACHE_BYTES) {}

  /** The answer stored for `key` when it was built at `version`, else undefined. */
  get(key: string, version: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last: a Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** Stores `text` for `key` at `version` and answers it (kept only when it fits the budget). */
  set(key: string, version: string, text: string): CachedAnswer {
    this.remove(key);
    const answer = new CachedAnswer(Buffer.from(text, 'utf8'));
    // Counted twice: room for its compressed forms, which are far smaller.
    const size = answer.body.length * 2;
    if (size > this.budget) return answer;
    this.entries.set(key, { version, answer });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.remove(oldest);
    }
    return answer;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.answer.body.length * 2;
  }
}
