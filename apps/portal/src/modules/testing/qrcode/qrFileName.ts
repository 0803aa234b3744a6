/** File name of the downloaded PNG: readable, filesystem-safe, and stable for the same text. */
export function qrFileName(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return `qrcode-${hash.toString(16).padStart(8, '0')}.png`;
}
