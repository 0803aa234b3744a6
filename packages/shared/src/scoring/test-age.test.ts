import { describe, expect, it } from 'vitest';
import { ScoringError, type ScoringErrorCode } from './errors';
import { testAgeMonths, type TestAgeInput } from './test-age';

describe('testAgeMonths', () => {
  it.each<[TestAgeInput, number]>([
    [{ ageMonths: 0 }, 0],
    [{ ageMonths: 40 }, 40],
    [{ birthDate: '2021-03-15', testDate: '2024-07-14' }, 39],
    [{ birthDate: '2021-03-15', testDate: '2024-07-15' }, 40],
    [{ birthDate: '2023-01-31', testDate: '2023-02-28' }, 1], // the portal's anniversary rule (rules/age.ts)
    [{ birthDate: '2024-06-15', testDate: '2024-06-15' }, 0],
    [{ birthDate: new Date(2021, 2, 15), testDate: '2024-07-15' }, 40],
  ])('%j → %d months', (input, months) => {
    expect(testAgeMonths(input)).toBe(months);
  });

  it.each<[TestAgeInput, ScoringErrorCode, string]>([
    [{}, 'ageMissing', 'an age is needed: ageMonths, or birthDate with testDate'],
    [{ birthDate: '2021-03-15' }, 'ageMissing', 'birthDate needs testDate'],
    [{ ageMonths: 30, birthDate: '2021-03-15', testDate: '2024-07-15' }, 'ageConflict', 'give either ageMonths or birthDate, not both'],
    [{ ageMonths: 30.5 }, 'invalidAge', 'ageMonths must be a whole number of months from 0, got 30.5'],
    [{ ageMonths: -1 }, 'invalidAge', 'ageMonths must be a whole number of months from 0, got -1'],
    [{ birthDate: '2023-02-29', testDate: '2024-07-15' }, 'invalidAge', 'birthDate and testDate must be dates in YYYY-MM-DD format'],
    [{ birthDate: '2024-07-16', testDate: '2024-07-15' }, 'invalidAge', 'born 2024-07-16, after the test date 2024-07-15'],
  ])('%j is refused: %s', (input, code, message) => {
    const error = (() => {
      try {
        testAgeMonths(input);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ScoringError);
    expect(error).toMatchObject({ code, message });
  });
});
