/**
 * The two looks of the answer widgets (drawn by question.css). `parent`: a parent on a phone, so
 * every choice is a full-width card at least 48 px tall with 16 px text, one column on narrow
 * screens. `personal`: a clinician at a desk, so choices are compact chips that sit side by side.
 */
export type QuestionVariant = 'personal' | 'parent';

/** Class names of a card: `block` fills its grid cell (else a chip as wide as its text). */
export function cardClass(checked: boolean, disabled: boolean | undefined, block = true, extra = ''): string {
  return ['qv-card', block ? 'qv-block' : '', checked ? 'qv-on' : '', disabled ? 'qv-off' : '', extra].filter(Boolean).join(' ');
}

/** Grid columns (of 24) of a choice: one column on phones (parent), two at most (personal). */
export function choiceColumns(parent: boolean, span: number | undefined): { xs: number; sm: number } {
  if (span === undefined) return { xs: 24, sm: 24 };
  return { xs: parent ? 24 : Math.max(span, 12), sm: span };
}
