/**
 * Server-side HTML sanitiser for rich text (sanitize-html: a parser, no DOM). An allow-list:
 * anything not named here is dropped (script, style, svg and similar lose their content too).
 * Every endpoint that stores rich text must pass it through `sanitizeRichText` first.
 */
import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
import { FILE_RAW_PREFIX } from '@portal/shared';

/** Loaded on the first rich text (~80 ms of module loading the server's start does not wait for). */
let sanitizer: typeof sanitizeHtml | undefined;
const loadSanitizer = () => (sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml);

/** Images may only show files uploaded to this server: /api/system/file/raw/<uuid>. */
const RAW_IMAGE = new RegExp(`^${FILE_RAW_PREFIX.replace(/\//g, '\\/')}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`, 'i');

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const ALIGN = [/^(left|right|center|justify)$/];
const blockStyles = { 'text-align': ALIGN };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span'],
  allowedAttributes: {
    a: ['href', 'rel', 'target', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    span: ['style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: {
    span: { color: COLOR, 'background-color': COLOR },
    p: blockStyles,
    h1: blockStyles,
    h2: blockStyles,
    h3: blockStyles,
    h4: blockStyles,
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is code or markup, never text: dropped whole.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'select', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'xmp', 'noembed', 'noframes', 'title', 'frameset', 'applet'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !RAW_IMAGE.test(frame.attribs.src ?? ''),
};

export function sanitizeRichText(html: string): string {
  return loadSanitizer()(html, OPTIONS);
}
