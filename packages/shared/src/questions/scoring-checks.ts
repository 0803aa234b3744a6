/**
 * The bank rules of the scoring fields (README, "Scoring"), run from `checkQuestion`. Whether the
 * composites exist is a question for the tool's norms (`../scoring/bank-norms.ts`): a bank is
 * checked on its own here.
 */
import type { z } from 'zod';
import type { QuestionShape } from './model';
import type { Choice } from './schema';
import { DEFAULT_PASS_SCORE, hasExpressivePart, maxPartPoints, scoredParts, scoresChoice } from './scoring-fields';
import { reportIssue } from '../definitions/common';

/** Spread into `BANK_REASONS`. */
export const SCORING_REASONS = {
  needsComposites: 'needs composites',
  needsExpressiveComposites: 'needs composites_expressive',
  needsAgeMonths: 'needs age_months',
  passUnreachable: 'the question cannot earn pass_score points',
} as const;

type Ctx = z.RefinementCtx;
type Path = PropertyKey[];

function duplicateKeys(ctx: Ctx, keys: readonly string[] | undefined, field: string): void {
  keys?.forEach((key, i) => {
    if (keys.indexOf(key) !== i) reportIssue(ctx, [field, i], 'duplicate', key);
  });
}

/** `score` below the top level (sub-options, dropdown options) never counts: refuse it. */
function nestedScores(ctx: Ctx, choices: readonly Choice[] | undefined, path: Path): void {
  choices?.forEach((choice, i) => {
    if (choice.score !== undefined) reportIssue(ctx, [...path, i, 'score'], 'not allowed here', choice.score);
    nestedScores(ctx, choice.choices, [...path, i, 'choices']);
  });
}

function checkChoiceScores(ctx: Ctx, question: QuestionShape): void {
  const scored = question.composites !== undefined || question.composites_expressive !== undefined;
  question.choices.forEach((choice, i) => {
    nestedScores(ctx, choice.choices, ['choices', i, 'choices']);
    if (choice.score === undefined) return;
    if (!scoresChoice(question, choice)) reportIssue(ctx, ['choices', i, 'score'], 'not allowed here', choice.score);
    else if (!scored) reportIssue(ctx, ['choices', i, 'score'], SCORING_REASONS.needsComposites, choice.score);
  });
}

export function checkScoring(question: QuestionShape, ctx: Ctx): void {
  duplicateKeys(ctx, question.composites, 'composites');
  duplicateKeys(ctx, question.composites_expressive, 'composites_expressive');
  const expressive = hasExpressivePart(question);
  for (const twin of ['composites_expressive', 'age_months_expressive', 'target_expressive'] as const) {
    if (question[twin] === undefined) continue;
    if (!expressive) reportIssue(ctx, [twin], 'not allowed here');
    else if (twin !== 'composites_expressive' && question.composites_expressive === undefined) reportIssue(ctx, [twin], SCORING_REASONS.needsExpressiveComposites);
  }
  const anyComposites = question.composites !== undefined || (expressive && question.composites_expressive !== undefined);
  for (const field of ['age_months', 'target'] as const) {
    if (question[field] !== undefined && question.composites === undefined) reportIssue(ctx, [field], SCORING_REASONS.needsComposites);
  }
  if (question.pass_score !== undefined && !anyComposites) reportIssue(ctx, ['pass_score'], SCORING_REASONS.needsComposites);
  if (question.target !== undefined && question.age_months === undefined) reportIssue(ctx, ['target'], SCORING_REASONS.needsAgeMonths);
  if (expressive && question.target_expressive !== undefined && question.age_months_expressive === undefined && question.age_months === undefined) {
    reportIssue(ctx, ['target_expressive'], SCORING_REASONS.needsAgeMonths);
  }
  checkChoiceScores(ctx, question);
  // A part that can never pass would flag every child: a bank mistake, not a hard item.
  for (const part of scoredParts(question)) {
    const most = maxPartPoints(question, part.part);
    if (most < part.passScore) {
      const path = question.pass_score === undefined ? [part.part === 'receptive' ? 'composites' : 'composites_expressive'] : ['pass_score'];
      reportIssue(ctx, path, `${SCORING_REASONS.passUnreachable} (at most ${most}, pass_score ${question.pass_score ?? DEFAULT_PASS_SCORE})`);
    }
  }
}
