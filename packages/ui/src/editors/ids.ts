/** Ids the editors make for new rows (32 hex characters, no dashes). */

/** 32 lowercase hex characters from the platform's secure random source (works outside secure contexts too). */
export function newHexId(random: (bytes: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
