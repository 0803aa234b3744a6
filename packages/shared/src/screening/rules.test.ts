import { describe, expect, it } from 'vitest';
import { followState, inMonitoringZone, percentOf, rescreenDueAt, rescreenState, reservationState, resultState } from './rules';

const now = new Date('2026-03-10T08:00:00Z');

describe('early-screening states', () => {
  it('reservation: not reserved, reserved, timed out once the time has passed, completed when the test closed', () => {
    expect(reservationState(null, false, now)).toBe('not_reserved');
    expect(reservationState('2026-03-10T09:00:00Z', false, now)).toBe('reserved');
    expect(reservationState('2026-03-10T08:00:00Z', false, now)).toBe('timed_out');
    expect(reservationState('2026-03-01T08:00:00Z', true, now)).toBe('completed');
  });

  it('follow-up ends with not_follow or Close; the result follows is_fail', () => {
    expect([followState('Following', false), followState('Following', true), followState('Close', false)]).toEqual(['following', 'not_following', 'not_following']);
    expect([resultState(null), resultState(true), resultState(false)]).toEqual(['pending', 'failed', 'passed']);
  });

  it('rounds percentages half up and answers null (no data) for nothing to divide', () => {
    expect([percentOf(1, 3), percentOf(2, 3), percentOf(1, 8), percentOf(0, 5), percentOf(5, 5)]).toEqual([33, 67, 13, 0, 100]);
    expect([percentOf(0, 0), percentOf(3, 0)]).toEqual([null, null]);
  });

  it('monitoring zone: passed, a composite at or above its cut-off by less than 15', () => {
    const scores = (ss: number, atRisk = false) => ({ is_at_risk_score: atRisk, composites: [{ scored: true, standard_score: ss, cut_off: 85 }, { scored: false, standard_score: null, cut_off: 85 }] });
    expect([85, 92, 99].map((ss) => inMonitoringZone(scores(ss)))).toEqual([true, true, true]);
    expect([100, 120].map((ss) => inMonitoringZone(scores(ss)))).toEqual([false, false]);
    expect(inMonitoringZone(scores(90, true))).toBe(false);
    expect(inMonitoringZone(null)).toBe(false);
  });

  it('rescreen: due two weeks before the day, overdue from it; months as PostgreSQL adds them', () => {
    expect(rescreenDueAt(new Date('2026-01-15T10:00:00Z'), 2).toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(rescreenDueAt(new Date('2025-12-31T10:00:00Z'), 2).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    const due = new Date('2026-03-20T08:00:00Z');
    expect([rescreenState(due, new Date('2026-03-01T00:00:00Z')), rescreenState(due, now), rescreenState(due, due)]).toEqual(['scheduled', 'due', 'overdue']);
  });
});
