/**
 * The two looks of the answer widgets. `parent`: a parent on a phone, so every choice is a
 * full-width card at least 48 px tall with 16 px text, one column on narrow screens. `personal`:
 * a clinician at a desk, so choices are compact chips that sit side by side.
 */
import { theme, type ThemeConfig } from 'antd';
import { useMemo, type CSSProperties } from 'react';

export type QuestionVariant = 'personal' | 'parent';

/** Larger controls for the parent variant: 16 px text, 44 px selects, 20 px tick boxes. */
export const PARENT_THEME: ThemeConfig = {
  // One key for every parent-variant question, so a page of them shares one set of CSS variables.
  cssVar: { key: 'portal-question-parent' },
  token: { fontSize: 16, controlHeight: 44, controlHeightLG: 48 },
  components: { Radio: { radioSize: 20, dotSize: 10 }, Checkbox: { controlInteractiveSize: 20 } },
};

export interface QuestionStyles {
  parent: boolean;
  /**
   * A choice card (a Radio or Checkbox wrapper, or the box around a select item); `block` fills
   * its grid cell, otherwise it is a chip as wide as its text.
   */
  card(checked: boolean, disabled?: boolean, block?: boolean): CSSProperties;
  /** The label text inside a card. */
  label: CSSProperties;
  help: CSSProperties;
  stem: CSSProperties;
  title: CSSProperties;
  section: CSSProperties;
  sectionTitle: CSSProperties;
  error: CSSProperties;
  count: CSSProperties;
  /** The block of sub-options under a chosen ConditionsChoose choice. */
  nested: CSSProperties;
  /** Lines and fills the widgets share with the cards. */
  colors: { border: string; split: string; selected: string; header: string };
  /** Grid columns of a choice with `span`: one column on phones (parent), two at most (personal). */
  cols(span: number | undefined): { xs: number; sm: number } | null;
}

/**
 * The primary colour, faint: the fill of a selected card. antd's own `colorPrimaryBg` of the
 * portal's dark teal is a grey that reads as 'disabled' rather than 'chosen'.
 */
function tint(color: string, alpha: number): string | null {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  return hex ? `rgba(${hex.slice(1).map((part) => parseInt(part, 16)).join(', ')}, ${alpha})` : null;
}

export function useQuestionStyles(variant: QuestionVariant): QuestionStyles {
  const { token } = theme.useToken();
  return useMemo(() => {
    const parent = variant === 'parent';
    const selected = tint(token.colorPrimary, 0.08) ?? token.colorPrimaryBg;
    return {
      parent,
      card: (checked, disabled, block = true) => ({
        display: 'flex',
        alignItems: 'center',
        boxSizing: 'border-box',
        width: block ? '100%' : undefined,
        minHeight: parent ? 52 : 36,
        margin: 0,
        padding: parent ? '10px 14px' : '4px 12px',
        borderRadius: parent ? 12 : 6,
        border: `1px solid ${checked ? token.colorPrimary : token.colorBorder}`,
        // A second ring instead of a thicker border: the selected card does not shift its text.
        boxShadow: checked ? `inset 0 0 0 1px ${token.colorPrimary}` : undefined,
        background: checked ? selected : token.colorBgContainer,
        color: token.colorText,
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.65 : 1,
        transition: 'background 0.15s, border-color 0.15s',
      }),
      label: { display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.45, overflowWrap: 'anywhere', fontSize: parent ? 16 : token.fontSize },
      help: { fontSize: parent ? 14 : token.fontSizeSM, color: token.colorTextSecondary, lineHeight: 1.4 },
      stem: { fontSize: parent ? 18 : 15, fontWeight: 600, lineHeight: 1.5, color: token.colorText, overflowWrap: 'anywhere' },
      title: { fontSize: parent ? 14 : 13, color: token.colorPrimary, fontWeight: 600, marginBottom: 2 },
      section: { display: 'flex', flexDirection: 'column', gap: parent ? 10 : 8 },
      sectionTitle: { fontSize: parent ? 15 : 13, fontWeight: 600, color: token.colorTextSecondary },
      error: { color: token.colorError, fontSize: parent ? 15 : token.fontSize, lineHeight: 1.5 },
      count: { color: token.colorTextSecondary, fontSize: parent ? 15 : token.fontSizeSM, fontVariantNumeric: 'tabular-nums' },
      nested: {
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        marginTop: parent ? 2 : 0,
        padding: parent ? '10px 0 10px 12px' : '8px 0 8px 12px',
        borderInlineStart: `3px solid ${token.colorPrimaryBorder}`,
      },
      colors: { border: token.colorBorder, split: token.colorSplit, selected, header: token.colorFillAlter },
      cols: (span) => (span === undefined ? (parent ? { xs: 24, sm: 24 } : null) : { xs: parent ? 24 : Math.max(span, 12), sm: span }),
    } satisfies QuestionStyles;
  }, [variant, token]);
}
