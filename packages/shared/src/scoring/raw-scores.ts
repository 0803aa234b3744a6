/**
 * From a test's answers to what the norms score (questions README, "Scoring"): the raw score of
 * every composite the library names, the flagged items and the intervention targets. Pure, and
 * consistent with `shownQuestionKeys`: a question its trigger hides earns nothing and is never
 * flagged. `scoreTest` then reads `raw` against the tool's norms.
 */
import type { Answers } from '../questions/answers';
import { findQuestion, type LibraryShape } from '../questions/model';
import { partResult } from '../questions/points';
import { maxPartPoints, partKey, scoredParts } from '../questions/scoring-fields';
import type { QuestionText } from '../questions/schema';
import { shownQuestionKeys } from '../questions/triggers';
import { ScoringError } from './errors';

/** At most this many intervention targets per capability zone (and as many for items in no zone). */
export const TARGETS_PER_ZONE = 2;
/** A failed item expected more than this many months past the child's age is not yet a target. */
export const TARGET_WINDOW_MONTHS = 6;
/** Composite keys of the capability zones start with this (the norms' `kind: 'zone'` composites). */
export const ZONE_PREFIX = 'zone_';

export interface InterventionTarget {
  /** The failed part: the question key, or it plus `_Expressive` for the expressive part. */
  key: string;
  /** The bank's target text; `en` falls back to `zh`. */
  text: { zh: string; en: string };
  /** The part's capability zone (its first `zone_*` composite), null when it names none. */
  zone: string | null;
  age_months: number;
}

export interface RawScores {
  /** Every composite the library names, 0 when nothing shown earned points toward it. */
  raw: Record<string, number>;
  /** The flagged parts (question key, or it plus `_Expressive`), in page order. */
  flagged_items_list: string[];
  targets: InterventionTarget[];
}

export interface RawScoresOptions {
  /** The child's age at the test, in completed months. */
  ageMonths: number;
}

interface Candidate extends InterventionTarget {
  order: number;
}

function bothTexts(text: QuestionText): { zh: string; en: string } {
  return { zh: text.zh, en: text.en || text.zh };
}

/** Every composite the library names, in page order of first mention. */
function compositeKeys(library: LibraryShape): string[] {
  const keys = new Set<string>();
  for (const key of library.question_page_sort.flat()) {
    const question = findQuestion(library, key);
    if (question) for (const part of scoredParts(question)) part.composites.forEach((c) => keys.add(c));
  }
  return [...keys];
}

/**
 * Per zone, the failed parts nearest the child's age (the earlier one first on a tie, then page
 * order), at most `TARGETS_PER_ZONE`; the chosen ones in page order.
 */
function chooseTargets(candidates: Candidate[], ageMonths: number): InterventionTarget[] {
  const byZone = new Map<string | null, Candidate[]>();
  for (const c of candidates) byZone.set(c.zone, [...(byZone.get(c.zone) ?? []), c]);
  const chosen: Candidate[] = [];
  for (const group of byZone.values()) {
    group.sort((a, b) => Math.abs(a.age_months - ageMonths) - Math.abs(b.age_months - ageMonths) || a.age_months - b.age_months || a.order - b.order);
    chosen.push(...group.slice(0, TARGETS_PER_ZONE));
  }
  return chosen.sort((a, b) => a.order - b.order).map(({ order: _order, ...target }) => target);
}

export function rawScores(library: LibraryShape, answers: Answers, options: RawScoresOptions): RawScores {
  const { ageMonths } = options;
  if (!Number.isInteger(ageMonths) || ageMonths < 0) {
    throw new ScoringError('invalidAge', `age must be a whole number of months ≥ 0, got ${String(ageMonths)}`, { ageMonths });
  }
  const raw: Record<string, number> = Object.fromEntries(compositeKeys(library).map((key) => [key, 0]));
  const flagged: string[] = [];
  const candidates: Candidate[] = [];
  for (const key of shownQuestionKeys(library, answers)) {
    const question = findQuestion(library, key);
    if (!question) continue;
    for (const part of scoredParts(question)) {
      const result = partResult(key, question, part.part, answers);
      for (const composite of part.composites) raw[composite] = (raw[composite] ?? 0) + result.points;
      if (result.status !== 'answered' || result.points >= part.passScore || part.ageMonths === null) continue;
      const answerKey = partKey(key, part.part);
      if (ageMonths >= part.ageMonths) flagged.push(answerKey);
      if (part.target && part.ageMonths <= ageMonths + TARGET_WINDOW_MONTHS) {
        const zone = part.composites.find((c) => c.startsWith(ZONE_PREFIX)) ?? null;
        candidates.push({ key: answerKey, text: bothTexts(part.target), zone, age_months: part.ageMonths, order: candidates.length });
      }
    }
  }
  return { raw, flagged_items_list: flagged, targets: chooseTargets(candidates, ageMonths) };
}

/**
 * The most each composite could reach if every question were shown and fully passed: an upper
 * bound (triggers may hide some), checked against the norms' `max_raw` when a bank is imported.
 */
export function maxRawScores(library: LibraryShape): Record<string, number> {
  const max: Record<string, number> = Object.fromEntries(compositeKeys(library).map((key) => [key, 0]));
  for (const question of Object.values(library.question)) {
    for (const part of scoredParts(question)) {
      const most = maxPartPoints(question, part.part);
      for (const composite of part.composites) max[composite] = (max[composite] ?? 0) + most;
    }
  }
  return max;
}
