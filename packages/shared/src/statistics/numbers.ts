/**
 * How the statistics show numbers (test-and-training §9): percentages rounded to whole numbers,
 * and 'no data' (null here; the screen says it) when there is nothing to divide by — never NaN.
 */

/** `part` of `whole` in whole percent; null when `whole` is 0. */
export function wholePercent(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.round((part / whole) * 100);
}

/** The average of all institutions as the chart shows it: one decimal; 0 when no institution holds the tool. */
export function averageOf(sum: number, institutions: number): number {
  if (!(institutions > 0)) return 0;
  return Math.round((sum / institutions) * 10) / 10;
}

/** The years a picker offers: from the first counted year to this one (never the future). */
export function selectableYear(year: number, thisYear: number, firstYear: number): boolean {
  return Number.isInteger(year) && year >= firstYear && year <= thisYear;
}
