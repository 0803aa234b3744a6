/**
 * Red and green lights and the test's pass/fail. A composite's light is red when its reported
 * standard score is strictly below the tool's cut-off (equal to the cut-off is green): the
 * language cut-off (`standard_score`) for language composites, `zone_standard_score` (falling back
 * to the language one) for the four capability zones. is_at_risk_score (true means fail) is true
 * when any composite listed in `at_risk_composites` is red.
 */
import type { CompositeKind, CutOff } from './norms-schema';

export type Light = 'red' | 'green';

export function cutOffFor(cutOff: CutOff, kind: CompositeKind): number {
  return kind === 'zone' ? (cutOff.zone_standard_score ?? cutOff.standard_score) : cutOff.standard_score;
}

export function lightFor(standardScore: number, cutOff: number): Light {
  return standardScore < cutOff ? 'red' : 'green';
}

/** `lights` by composite key; every at-risk composite must have one (scoreTest checks first). */
export function isAtRiskScore(lights: Readonly<Record<string, Light>>, atRiskComposites: readonly string[]): boolean {
  return atRiskComposites.some((key) => {
    const light = lights[key];
    if (light === undefined) throw new RangeError(`no light for at-risk composite ${key}`);
    return light === 'red';
  });
}
