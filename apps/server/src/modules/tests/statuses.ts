/**
 * A test's status values (spec test-and-training §3, §4). Close, RecClose and ExpClose are ended
 * tests whose reports can be generated or viewed; Failure is an invalidated test; Active,
 * Additional, ParentsTesting and Testing are still being taken; Custom and Edit belong to the
 * compass and summary flows that reuse the test record.
 */
export const TEST_STATUSES = ['Active', 'Additional', 'ParentsTesting', 'Testing', 'Close', 'RecClose', 'ExpClose', 'Failure', 'Custom', 'Edit'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** Statuses of an ended test: its answers are final and it can be scored and reported. */
export const CLOSED_TEST_STATUSES: readonly TestStatus[] = ['Close', 'RecClose', 'ExpClose'];
