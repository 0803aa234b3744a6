/**
 * Imported first by each web app's entry, before any schema exists: zod v4 otherwise probes
 * `new Function` (for its compiled object parsers) when the first object schema is built, and the
 * sites' Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation. Parsing
 * without the compiled path is fast enough for the forms and answers a browser checks.
 */
import { config } from 'zod';

config({ jitless: true });
