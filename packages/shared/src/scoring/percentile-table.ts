/**
 * Raw score → percentile from a norms table of `[raw, percentile]` rows (raw strictly rising):
 * an exact row gives its percentile, a raw score between two rows is interpolated linearly, and
 * beyond the table's ends the end rows hold (the table is the whole of what the norm sample
 * says; the standard score's 40–160 clamp applies afterwards).
 */
export function percentileFromTable(raw: number, rows: readonly (readonly [number, number])[]): number {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) throw new RangeError('a percentile table needs rows');
  if (raw <= first[0]) return first[1];
  if (raw >= last[0]) return last[1];
  let i = 1;
  while ((rows[i] as readonly [number, number])[0] < raw) i += 1;
  const [rawHigh, pHigh] = rows[i] as readonly [number, number];
  const [rawLow, pLow] = rows[i - 1] as readonly [number, number];
  return pLow + ((raw - rawLow) / (rawHigh - rawLow)) * (pHigh - pLow);
}
