/**
 * A compass case's status. The spec names Edit, Custom and Close and says "Custom or Close show
 * the report; other states show continue processing"; the rest is decided here:
 *
 * - Edit: being written; every update is allowed; it can be deleted.
 * - Close: locked by 'lock and generate report' (`compass/close`), irreversible; no report yet.
 * - Custom: locked and its PDF generated at least once (`compass/report` moves Close → Custom; a
 *   regenerate keeps Custom and adds a version).
 *
 * So both locked states show the report page and refuse every edit; only Edit continues.
 */
export const COMPASS_STATUSES = ['Edit', 'Close', 'Custom'] as const;
export type CompassStatus = (typeof COMPASS_STATUSES)[number];
export const COMPASS_LOCKED_STATUSES: readonly CompassStatus[] = ['Close', 'Custom'];
export const isCompassLocked = (status: string): boolean => (COMPASS_LOCKED_STATUSES as readonly string[]).includes(status);

export const COMPASS_VERSIONS = ['v1', 'v2'] as const;
export type CompassVersion = (typeof COMPASS_VERSIONS)[number];

/** A summary report: Edit until its report is generated, then Close, read-only. */
export const SUMMARY_STATUSES = ['Edit', 'Close'] as const;
export type SummaryStatus = (typeof SUMMARY_STATUSES)[number];
