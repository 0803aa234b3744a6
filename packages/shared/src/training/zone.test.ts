import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zone';

const at = (day: string, time: string, zone: string) => zonedInstant(day, time, zone).toISOString();

describe('zonedInstant', () => {
  it('reads a date and time in the zone, whatever the machine’s zone', () => {
    expect(at('2030-01-01', '09:30', 'Asia/Shanghai')).toBe('2030-01-01T01:30:00.000Z');
    expect(at('2030-01-01', '00:00', 'Asia/Shanghai')).toBe('2029-12-31T16:00:00.000Z');
    // Across a daylight-saving change: New York is UTC-4 in July, UTC-5 in January.
    expect(at('2030-07-01', '09:00', 'America/New_York')).toBe('2030-07-01T13:00:00.000Z');
    expect(at('2030-01-01', '09:00', 'America/New_York')).toBe('2030-01-01T14:00:00.000Z');
    // The day of the change itself (2026-11-01, 02:00 EDT → 01:00 EST): midnight is still EDT, noon EST.
    expect(at('2026-11-01', '00:00', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(at('2026-11-01', '12:00', 'America/New_York')).toBe('2026-11-01T17:00:00.000Z');
  });

  it('reads a wall time the zone skips with the offset before the change, as PostgreSQL does', () => {
    // New York 2027-03-14: 02:00 EST jumps to 03:00 EDT; 02:30 does not exist and is read as EST.
    expect(at('2027-03-14', '02:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z');
  });
});
