/**
 * Pure pieces of the specialist-slots page: slots grouped by day for the table, the times offered
 * when adding slots, and a date and time of the institution's day turned into the instant the
 * server stores (the browser's own zone may differ from the institution's).
 */
import type { SpecialistSlot } from '@portal/shared';

export type SlotState = 'open' | 'blocked' | 'booked';

export interface SlotRow extends SpecialistSlot {
  day: string;
  time: string;
  state: SlotState;
  /** Rows the day cell spans (0 on the day's later rows). */
  daySpan: number;
}

export function slotState(slot: Pick<SpecialistSlot, 'has_appointed' | 'blocked'>): SlotState {
  if (slot.has_appointed) return 'booked';
  return slot.blocked ? 'blocked' : 'open';
}

/** Ordered by time; `date_string` is 'YYYY-MM-DD HH:mm' in the institution's zone. */
export function slotRows(slots: readonly SpecialistSlot[]): SlotRow[] {
  const sorted = [...slots].sort((a, b) => a.date_time.localeCompare(b.date_time) || a.date_string.localeCompare(b.date_string));
  const rows = sorted.map((slot) => ({ ...slot, day: slot.date_string.slice(0, 10), time: slot.date_string.slice(11, 16), state: slotState(slot), daySpan: 0 }));
  for (let i = 0; i < rows.length; ) {
    let j = i;
    while (j < rows.length && rows[j]!.day === rows[i]!.day) j++;
    rows[i]!.daySpan = j - i;
    i = j;
  }
  return rows;
}

/** Start times offered in the add form: every half hour from 07:00 to 21:30. */
export const SLOT_TIME_OPTIONS: readonly string[] = Array.from({ length: 30 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
