/**
 * The timelines this process built last, as JSON text, each under the fingerprint it was built
 * at (info.ts). An entry is only ever used when the database still shows that fingerprint, so a
 * stale entry is never answered — it is rebuilt — and several server processes need no
 * coordination. Bounded by total text size; the least recently used entries go first.
 */
export const TIMELINE_CACHE_BYTES = 64 * 1024 * 1024;

interface Entry {
  version: string;
  text: string;
}

export class TimelineCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly budget = TIMELINE_CACHE_BYTES) {}

  /** The text stored for `key` when it was built at `version`, else undefined. */
  get(key: string, version: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.text;
  }

  set(key: string, version: string, text: string): void {
    this.remove(key);
    // UTF-16 in memory: two bytes a character, near enough for a budget.
    const size = text.length * 2;
    if (size > this.budget) return;
    this.entries.set(key, { version, text });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.remove(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.text.length * 2;
  }
}
