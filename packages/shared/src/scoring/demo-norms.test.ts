/**
 * The shipped demonstration norms (content/norms/*.json): each loads through the schema, says
 * plainly that it is not clinical, and is internally consistent.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadNorms, describeNormsProblem, type ToolNorms } from './norms-schema';
import { scoreTest } from './score-test';
import { semOf } from './confidence';

const DIR = new URL('../../../../content/norms/', import.meta.url);
const TOOLS = ['Dream-ITS', 'Dream-IT', 'Dream-S-2.0', 'Dream-C-2.0'] as const;
const ZONES = ['zone_comprehension', 'zone_expression', 'zone_social', 'zone_play'];

function load(tool: string): ToolNorms {
  const result = loadNorms(JSON.parse(readFileSync(new URL(`${tool}.json`, DIR), 'utf8')));
  if (!result.ok) throw new Error(describeNormsProblem(result.problem).join('\n'));
  return result.value;
}

describe.each(TOOLS)('demo norms %s', (tool) => {
  const norms = load(tool);

  it('loads through the schema as this tool', () => {
    expect(norms.tools_type).toBe(tool);
  });

  it('is labelled as invented demonstration figures, not clinical norms, in zh and en', () => {
    expect(norms.demonstration).toBe(true);
    expect(norms.notice?.zh).toContain('不是临床常模');
    expect(norms.notice?.en).toContain('NOT clinical norms');
  });

  it('has total language, receptive, expressive and the four capability zones', () => {
    const keys = norms.composites.map((c) => c.key);
    expect(keys).toEqual(expect.arrayContaining(['total_language', 'receptive', 'expressive', ...ZONES]));
    expect(norms.composites.filter((c) => c.kind === 'zone').map((c) => c.key)).toEqual(ZONES);
  });

  it('has reliabilities from 0.8 to 0.95 (or the SEMs they imply)', () => {
    for (const c of norms.composites) {
      const sem = semOf(c);
      expect(sem).toBeGreaterThanOrEqual(15 * Math.sqrt(1 - 0.95) - 1e-9);
      expect(sem).toBeLessThanOrEqual(15 * Math.sqrt(1 - 0.8) + 1e-9);
    }
  });

  it('has means rising with age in every composite (and for each sex)', () => {
    for (const sex of [undefined, 'male', 'female']) {
      const bands = norms.bands.filter((b) => b.sex === sex).sort((a, b) => a.from_month - b.from_month);
      for (const { key } of norms.composites) {
        const means = bands.flatMap((b) => {
          const norm = b.scores[key];
          return norm && 'mean' in norm ? [norm.mean] : [];
        });
        means.forEach((m, i) => i > 0 && expect(m, `${key} band ${i}`).toBeGreaterThan(means[i - 1] as number));
      }
    }
  });

  it('has totals that add up: total = receptive + expressive (± rounding)', () => {
    for (const b of norms.bands) {
      const [t, r, e] = ['total_language', 'receptive', 'expressive'].map((k) => b.scores[k]) as { mean: number }[];
      expect(Math.abs((t?.mean ?? NaN) - (r?.mean ?? NaN) - (e?.mean ?? NaN))).toBeLessThanOrEqual(0.15);
    }
  });

  it('scores a child at every band mean as 100', () => {
    for (const b of norms.bands) {
      // Table composites take their table's first raw score: only the mean/SD ones are checked.
      const raw = Object.fromEntries(Object.entries(b.scores).map(([k, n]) => [k, 'mean' in n ? n.mean : (n.raw_to_percentile[0] as [number, number])[0]]));
      const result = scoreTest(norms, { ageMonths: b.from_month, sex: b.sex ?? null, raw });
      for (const c of result.composites) if (c.method === 'mean_sd') expect(c.standard_score, `${c.key} at ${b.from_month}`).toBe(100);
    }
  });
});

describe('infant tools: children over 3 are computed with age-3 data', () => {
  it.each(['Dream-ITS', 'Dream-IT'])('%s reads 36-month norms for older children', (tool) => {
    const norms = load(tool);
    expect(norms.max_norm_age_months).toBe(36);
    const raw = { total_language: 30, receptive: 15, expressive: 15, zone_comprehension: 12, zone_expression: 9, zone_social: 14, zone_play: 10 };
    const at36 = scoreTest(norms, { ageMonths: 36, sex: 'female', raw });
    const at50 = scoreTest(norms, { ageMonths: 50, sex: 'female', raw });
    expect(at50).toMatchObject({ age_months: 50, norm_age_months: 36, age_capped: true });
    expect(at50.composites).toEqual(at36.composites);
  });

  it('Dream-ITS, 40 months: every composite by hand from the 33–36-month band', () => {
    const result = scoreTest(load('Dream-ITS'), {
      birthDate: '2020-11-02',
      testDate: '2024-03-05',
      raw: { total_language: 30, receptive: 15, expressive: 15, zone_comprehension: 12, zone_expression: 9, zone_social: 14, zone_play: 10 },
    });
    expect(result).toMatchObject({ age_months: 40, norm_age_months: 36, band: { from_month: 33, to_month: 37, sex: null }, is_at_risk_score: true });
    const rows = result.composites.map((c) => [c.key, c.standard_score, c.confidence_interval && [c.confidence_interval.lower, c.confidence_interval.upper], c.percentile, c.percentile_value, c.developmental_age?.months ?? null, c.light]);
    expect(rows).toEqual([
      // total: z = (30 − 36.4) / 3.1 = −2.0645 → 69.03; SEM 15·√0.08 = 4.243 → ± 8.32;
      // developmental age 25.5 + 0.6/2.9 · 3 = 26.12 between the curve's 25.5- and 28.5-month points
      ['total_language', 69, [61, 77], '2', 1.94, 26, 'red'],
      ['receptive', 62, [51, 73], '1', 0.56, 24, 'red'],
      ['expressive', 79, [69, 89], '8', 8.08, 28, 'red'],
      // zones from the band's raw → percentile tables
      ['zone_comprehension', 70, [58, 82], '2', 2.3, 25, 'red'], // 22.5 + 0.8/1.1 · 3 = 24.68
      ['zone_expression', 54, [42, 66], '<1', 0.1, 22, 'red'], // percentile 0.1: the table's first row holds
      ['zone_social', 91, [78, 104], '27', 26.9, 29, 'green'], // 28.5 + 0.1/0.4 · 3 = 29.25
      ['zone_play', 57, [44, 70], '<1', 0.2, 22, 'red'], // 19.5 + 0.9/1.3 · 3 = 21.58
    ]);
    expect(result.red_composites).toEqual(['total_language', 'receptive', 'expressive', 'zone_comprehension', 'zone_expression', 'zone_play']);
  });
});
