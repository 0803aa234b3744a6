/**
 * The ages each testing tool is made for, in whole months, both ends included (the shipped
 * norms' bands: Dream-ITS and Dream-IT 0–36, Dream-C 2.0 30–95, Dream-S 2.0 36–107; SWAM-S
 * 24–131, 2 to 10 years). The create-test picker offers only children inside them; the create call
 * refuses a speech test of a child outside them (testChildAge).
 */
import { ageInMonths, type DateInput } from '../rules/age';
import type { TestableTool } from './api';

export interface AgeSpan {
  minMonths: number;
  maxMonths: number;
}

export const TOOL_AGE_MONTHS: Readonly<Record<TestableTool, AgeSpan>> = {
  'Dream-ITS': { minMonths: 0, maxMonths: 36 },
  'Dream-IT': { minMonths: 0, maxMonths: 36 },
  'Dream-C-2.0': { minMonths: 30, maxMonths: 95 },
  'Dream-S-2.0': { minMonths: 36, maxMonths: 107 },
  'SWAM-S': { minMonths: 24, maxMonths: 131 },
};

export type ToolAgeFit = { fits: true; ageMonths: number } | { fits: false; ageMonths: number | null; span: AgeSpan };

/** Whether a child born on `birthday` is within the tool's ages on `today` (an unknown age never is). */
export function toolAgeFit(tool: TestableTool, birthday: DateInput, today: DateInput): ToolAgeFit {
  const span = TOOL_AGE_MONTHS[tool];
  const ageMonths = ageInMonths(birthday, today);
  if (ageMonths !== null && ageMonths >= span.minMonths && ageMonths <= span.maxMonths) return { fits: true, ageMonths };
  return { fits: false, ageMonths, span };
}
