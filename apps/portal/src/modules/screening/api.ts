/** The calls of the portal's early-screening dialogs (contracts: @portal/shared screening/calls.ts). */
import { SCREENING_CALLS as C, type EarlyQrAnswer } from '@portal/shared';
import { callWith, type RequestFn } from '@portal/ui';

/** The record's screening link (its Dream-ITS test made when needed). Silent: the dialog shows the failure. */
export async function fetchEarlyQr(request: RequestFn, earlyId: string): Promise<EarlyQrAnswer> {
  return (await callWith(request, C.qrcode, { body: { early_id: earlyId }, silent: true })).data;
}
