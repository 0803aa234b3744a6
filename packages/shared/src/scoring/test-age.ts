/**
 * The child's age at the test in completed months: given directly, or from the birth date and
 * the test date by the portal's one anniversary rule (`rules/age.ts`: born 31 Jan, one month old
 * on 28 Feb). Exactly one of the two must be given, so they can never disagree.
 */
import { ageInMonths, parseDay, type DateInput } from '../rules/age';
import { ScoringError } from './errors';

export interface TestAgeInput {
  ageMonths?: number | undefined;
  birthDate?: DateInput;
  testDate?: DateInput;
}

export function testAgeMonths(input: TestAgeInput): number {
  const hasBirth = input.birthDate !== undefined && input.birthDate !== null;
  if (input.ageMonths !== undefined && hasBirth) {
    throw new ScoringError('ageConflict', 'give either ageMonths or birthDate, not both');
  }
  if (input.ageMonths !== undefined) {
    if (!Number.isInteger(input.ageMonths) || input.ageMonths < 0) {
      throw new ScoringError('invalidAge', `ageMonths must be a whole number of months from 0, got ${input.ageMonths}`, { ageMonths: input.ageMonths });
    }
    return input.ageMonths;
  }
  if (!hasBirth) throw new ScoringError('ageMissing', 'an age is needed: ageMonths, or birthDate with testDate');
  if (input.testDate === undefined || input.testDate === null) throw new ScoringError('ageMissing', 'birthDate needs testDate');
  const birth = parseDay(input.birthDate);
  const test = parseDay(input.testDate);
  if (!birth || !test) throw new ScoringError('invalidAge', 'birthDate and testDate must be dates in YYYY-MM-DD format');
  const months = ageInMonths(birth, test);
  if (months === null) {
    throw new ScoringError('invalidAge', `born ${birth.format('YYYY-MM-DD')}, after the test date ${test.format('YYYY-MM-DD')}`);
  }
  return months;
}
