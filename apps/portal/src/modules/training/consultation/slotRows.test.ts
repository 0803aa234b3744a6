import type { SpecialistSlot } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { SLOT_TIME_OPTIONS, slotRows, slotState } from './slotRows';

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
});
