/**
 * 'Expires after {n} minutes' (the test's QR code modal): the server's `effective_time`
 * (minutes left when it answered) counted down on this clock from the moment the answer arrived,
 * so a phone or PC whose clock is off still shows the right figure.
 */
import type { QrTokenRecord } from '@portal/shared';

export function qrDeadline(record: Pick<QrTokenRecord, 'effective_time'>, receivedAt: number): number {
  return receivedAt + record.effective_time * 60_000;
}

/** Whole minutes left, rounded up (0: expired). */
export function minutesLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 60_000));
}
