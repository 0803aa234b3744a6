/**
 * The antd theme both web apps use: the brand teal, and colours chosen so every text colour antd
 * draws meets WCAG AA (4.5:1 against the white and #f5f5f5 it sits on, 3:1 for controls).
 * antd's defaults do not: links take the info blue #1677ff (4.1:1, not the brand), danger
 * #ff4d4f (3.3:1), secondary text, breadcrumbs and descriptions 45 % black (3.3:1 on the page
 * background), placeholders 25 % black, and status and coloured tags draw shade 7 of a palette on
 * its shade 1 (green 3.4:1, lime 2.5:1). theme.test.ts measures every pair from antd's own tokens.
 */
import { theme, type ThemeConfig } from 'antd';

export const BRAND_PRIMARY = '#1f7a8c';

/**
 * Tag text colours (shade 7, drawn on shade 1) of the preset palettes that fail 4.5:1 there,
 * replaced by the first darker shade of the same palette that passes.
 */
const TAG_TEXT = { cyan: '#006d75', green: '#237804', orange: '#ad4e00', volcano: '#ad2102', yellow: '#876800', lime: '#3f6600', gold: '#874d00' };

/** antd keeps each shade under two names (green7 and the legacy green-7); both become --ant-green-7, so both are set. */
const tagText = Object.fromEntries(Object.entries(TAG_TEXT).flatMap(([colour, text]) => [[`${colour}7`, text], [`${colour}-7`, text]]));

export const brandTheme: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: BRAND_PRIMARY,
    borderRadius: 8,
    // Under the pointer the brand darkens rather than lightens: antd's lighter hover puts a
    // button's white label at 3.8:1. Links take the brand colour (5:1) the same way.
    colorPrimaryHover: '#186878',
    colorPrimaryTextHover: '#186878',
    colorLink: BRAND_PRIMARY,
    colorLinkHover: '#115566',
    colorLinkActive: '#0d4450',
    colorInfo: '#0958d9',
    // Status colours dark enough for text (a 删除 link, a 已保存 tag); their light backgrounds and
    // borders stay the usual pale ones (antd derives greyish ones from a dark seed).
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorTextHover: '#a8071a',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    // Secondary text, breadcrumbs, description labels; placeholders a little lighter than them.
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    ...tagText,
  },
};
