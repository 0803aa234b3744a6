/**
 * The `error.*` namespace is generated from the shared error catalogue so the texts the server
 * sends and the ones the browser shows can never drift apart.
 */
import { errorCatalogue, type ErrorKey, type Locale } from '@portal/shared';

export function catalogueTexts(locale: Locale): Record<ErrorKey, string> {
  const out = {} as Record<ErrorKey, string>;
  for (const key of Object.keys(errorCatalogue) as ErrorKey[]) out[key] = errorCatalogue[key][locale];
  return out;
}
