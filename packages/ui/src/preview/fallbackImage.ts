/**
 * The default picture shown when an image cannot be read or drawn: a neutral frame with a
 * broken-picture mark, no words, so it reads in any language. Inline, so it shows even when the
 * server cannot be reached.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<rect width="320" height="240" fill="#f3f5f7"/>
<g fill="none" stroke="#b8c2c8" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">
<path d="M110 70h100a10 10 0 0 1 10 10v80a10 10 0 0 1-10 10H110a10 10 0 0 1-10-10V80a10 10 0 0 1 10-10z"/>
<path d="M104 152l34-34 24 24 14-14 40 40"/>
<circle cx="186" cy="98" r="9"/>
<path d="M96 186L224 58" stroke="#d9a3a3"/>
</g></svg>`;

export const FALLBACK_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
