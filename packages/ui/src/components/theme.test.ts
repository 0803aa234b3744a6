// Every text colour the theme gives antd, measured against what antd draws it on (WCAG 2 contrast).
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { BRAND_PRIMARY, brandTheme } from './theme';

const token = theme.getDesignToken(brandTheme);

/** `colour` (hex or rgba) as seen over the opaque `background`, as #rrggbb. */
function over(colour: string, background: string): [number, number, number] {
  const bg = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  if (colour.startsWith('#')) return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
  const [r, g, b, a = 1] = colour.replace(/^rgba?\(|\)$/g, '').split(',').map(Number) as [number, number, number, number?];
  return [r, g, b].map((v, i) => Math.round(v * a + bg[i]! * (1 - a))) as [number, number, number];
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const [R, G, B] = [r, g, b].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
};

function contrast(text: string, background: string): number {
  const [a, b] = [luminance(over(text, background)), luminance(over(background, '#ffffff'))].sort((x, y) => y - x) as [number, number];
  return Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100;
}

const WHITE = '#ffffff';
/** The portal's page background (breadcrumbs, footer) and the tool site's. */
const LAYOUT = token.colorBgLayout;
const TOOL_PAGE = '#f3f6f8';

describe('brand theme contrast (WCAG AA)', () => {
  it('keeps the brand teal as primary and link colour', () => {
    expect(token.colorPrimary).toBe(BRAND_PRIMARY);
    expect(token.colorLink).toBe(BRAND_PRIMARY);
  });

  const TEXT: Array<[string, string, string[]]> = [
    ['link', token.colorLink, [WHITE, LAYOUT]],
    ['link under the pointer', token.colorLinkHover, [WHITE, LAYOUT]],
    ['primary text', token.colorPrimaryText, [WHITE]],
    ['danger (删除)', token.colorError, [WHITE, token.colorErrorBg]],
    ['danger text', token.colorErrorText, [WHITE, token.colorErrorBg]],
    ['danger text under the pointer', token.colorErrorTextHover, [WHITE, token.colorErrorBg]],
    ['success', token.colorSuccess, [WHITE, token.colorSuccessBg]],
    ['warning', token.colorWarning, [WHITE, token.colorWarningBg]],
    ['info / processing', token.colorInfo, [WHITE, token.colorInfoBg]],
    ['secondary text and breadcrumb', token.colorTextDescription, [WHITE, LAYOUT, TOOL_PAGE]],
    ['tertiary text', token.colorTextTertiary, [WHITE, LAYOUT, TOOL_PAGE]],
    ['placeholder', token.colorTextPlaceholder, [WHITE]],
    ['white on a primary button', WHITE, [token.colorPrimary]],
    ['white on a danger button', WHITE, [token.colorError, token.colorErrorHover]],
    ['white on a primary button under the pointer', WHITE, [token.colorPrimaryHover, token.colorPrimaryActive]],
    ['primary text under the pointer', token.colorPrimaryTextHover, [WHITE]],
  ];
  it.each(TEXT)('%s passes 4.5:1', (_, colour, backgrounds) => {
    for (const background of backgrounds) expect(contrast(colour, background), `on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it('draws every coloured tag’s text at 4.5:1 on its own background', () => {
    const presets = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;
    // Both names of the shade: the CSS variable --ant-green-7 takes whichever antd writes last.
    const failing = presets.flatMap((c) => [`${c}7`, `${c}-7`] as const).filter((k) => contrast(token[k], token[`${k.replace(/-?7$/, '')}1` as 'blue1']) < 4.5);
    expect(failing).toEqual([]);
  });

  it('keeps the primary colour at 3:1 against the page, as a control needs', () => {
    expect(contrast(token.colorPrimary, LAYOUT)).toBeGreaterThanOrEqual(3);
    expect(contrast(token.colorPrimary, TOOL_PAGE)).toBeGreaterThanOrEqual(3);
  });
});
