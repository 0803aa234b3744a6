import type { SpecialistSlot } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { SLOT_TIME_OPTIONS, slotRows, slotState, zonedInstant } from './slotRows';

const slot = (date_string: string, date_time: string, more: Partial<SpecialistSlot> = {}): SpecialistSlot => ({
  date_id: date_string,
  date_time,
  date_string,
  has_appointed: false,
  blocked: false,
  students_id: null,
  children_name: null,
  ...more,
});

describe('specialist slot rows', () => {
  it('orders by time and lets the first row of each day span the day', () => {
    const rows = slotRows([
      slot('2030-01-02 09:00', '2030-01-02T01:00:00.000Z'),
      slot('2030-01-01 14:00', '2030-01-01T06:00:00.000Z'),
      slot('2030-01-01 09:30', '2030-01-01T01:30:00.000Z'),
    ]);
    expect(rows.map((r) => [r.day, r.time, r.daySpan])).toEqual([
      ['2030-01-01', '09:30', 2],
      ['2030-01-01', '14:00', 0],
      ['2030-01-02', '09:00', 1],
    ]);
  });

  it('names a booked slot booked even when it is also blocked', () => {
    expect(slotState({ has_appointed: true, blocked: true })).toBe('booked');
    expect(slotState({ has_appointed: false, blocked: true })).toBe('blocked');
    expect(slotState({ has_appointed: false, blocked: false })).toBe('open');
  });

  it('offers half-hour times from 07:00 to 21:30', () => {
    expect(SLOT_TIME_OPTIONS[0]).toBe('07:00');
    expect(SLOT_TIME_OPTIONS[1]).toBe('07:30');
    expect(SLOT_TIME_OPTIONS.at(-1)).toBe('21:30');
  });

  it('reads a date and time in the institution’s zone, whatever the browser’s zone', () => {
    expect(zonedInstant('2030-01-01', '09:30', 'Asia/Shanghai')).toBe('2030-01-01T01:30:00.000Z');
    expect(zonedInstant('2030-01-01', '00:00', 'Asia/Shanghai')).toBe('2029-12-31T16:00:00.000Z');
    // Across a daylight-saving change: New York is UTC-4 in July, UTC-5 in January.
    expect(zonedInstant('2030-07-01', '09:00', 'America/New_York')).toBe('2030-07-01T13:00:00.000Z');
    expect(zonedInstant('2030-01-01', '09:00', 'America/New_York')).toBe('2030-01-01T14:00:00.000Z');
  });
});
