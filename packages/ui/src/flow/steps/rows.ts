/** Helpers the row-checking steps share. */
import { FlowValidationError } from '../errors';

/** The data a v step checks must be a list of rows (what g.rows produces). */
export function requireRows(input: unknown, step: string): readonly unknown[] {
  if (!Array.isArray(input)) throw new FlowValidationError(step, 'the data is not a list of rows');
  return input;
}
