/**
 * Tables the audit trail leaves out, each for a reason; every other table of the schema gets the
 * `audit_row_change` trigger from the migration runner (`attachAuditTriggers`), a table added
 * later included. Add a table here only when its changes are derived from audited ones, are
 * secrets, or are shipped content, and say which. `tests` keeps its trigger with a WHEN clause
 * (migration 0028): the answer sync's SQL function writes the row of its own change itself.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './pool';

export const UNAUDITED_TABLES: Readonly<Record<string, string>> = {
  audit_log: 'the trail itself',
  children_name_grams: "derived from children's names by a trigger",
  test_usage_monthly: 'a rollup of tests kept by triggers',
  test_counter_rollup: 'a rollup of tests and reports kept by triggers',
  test_watchers: 'which tests a server process streams live; no data of a child',
  test_answer_log: "the answer sync's bookkeeping; the answer itself is audited on tests",
  test_answer_versions: "the answer sync's bookkeeping; the answer itself is audited on tests",
  sessions: 'login tokens; login and logout are audit events',
  temporary_sessions: "parents' link tokens",
  report_renders: 'progress of a report being made; the report it makes is audited (reports, report_generate)',
  login_failures: 'the rate limiter; a failed login is an audit event',
  verification_codes: 'one-time codes',
  file_once_links: 'one-time download links; the download of a report is an audit event',
  question_banks: 'shipped content, imported',
  tool_norms: 'shipped content, imported',
  training_courses: 'shipped content, imported',
  activity_catalogues: 'shipped content, imported',
  lottie_animations: 'shipped content, imported',
};

/** After every migration run: the trigger on every table but those above (and off those). */
export async function attachAuditTriggers(orm: Database): Promise<void> {
  const excluded = Object.keys(UNAUDITED_TABLES);
  await orm.execute(sql`select audit_attach_all(${`{${excluded.join(',')}}`}::text[])`);
}
