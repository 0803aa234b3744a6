/**
 * The three kinds of flow failure, each handled differently by the runner:
 * a message to show as a warning, a validation failure (the generic 'data validation failed'
 * warning), and 'overProcess', a deliberate stop that says nothing.
 */
import type { Locale } from '@portal/shared';
import { flowText, type FlowMessageKey } from './messages';

export type FlowMessage = string | { key: FlowMessageKey; params?: Record<string, string | number> };

/** "An error with a plain message": shown as a warning toast, in the user's language. */
export class FlowMessageError extends Error {
  override readonly name = 'FlowMessageError';
  constructor(readonly text: FlowMessage) {
    super(typeof text === 'string' ? text : flowText(text.key, 'en', text.params));
  }

  localized(locale: Locale): string {
    return typeof this.text === 'string' ? this.text : flowText(this.text.key, locale, this.text.params);
  }
}

/** A v/vc step found the data unfit; `reason` is for developers, users see the generic text. */
export class FlowValidationError extends Error {
  override readonly name = 'FlowValidationError';
  constructor(
    readonly step: string,
    readonly reason: string,
  ) {
    super(`${step}: ${reason}`);
  }
}

export const OVER_PROCESS = 'overProcess';

/** Ends the flow silently: a dialog cancelled, or a step deciding there is nothing to do. */
export class FlowStop extends Error {
  override readonly name = OVER_PROCESS;
  constructor(reason = OVER_PROCESS) {
    super(reason);
  }
}

/** FlowStop, or the bare 'overProcess' string older step code throws. */
export function isOverProcess(error: unknown): boolean {
  return error instanceof FlowStop || error === OVER_PROCESS;
}
