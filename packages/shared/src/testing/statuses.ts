/**
 * A test's status values, shared by the server (what it allows), the
 * tool site (which page a test opens on) and the portal (tags, 'continue testing'). Close,
 * RecClose and ExpClose are ended tests whose reports can be generated or viewed; Failure is an
 * invalidated test; Active, Additional, ParentsTesting and Testing are still being taken; Custom
 * and Edit belong to the compass and summary flows that reuse the test record.
 */
export const TEST_STATUSES = ['Active', 'Additional', 'ParentsTesting', 'Testing', 'Close', 'RecClose', 'ExpClose', 'Failure', 'Custom', 'Edit'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** Ended: the answers are final; the test can be scored and reported. */
export const CLOSED_TEST_STATUSES: readonly TestStatus[] = ['Close', 'RecClose', 'ExpClose'];
/** Still being taken: 'continue testing' opens it. */
export const OPEN_TEST_STATUSES: readonly TestStatus[] = ['Active', 'Additional', 'ParentsTesting', 'Testing'];
/** Started and not ended: these count toward an institution tool's `simultaneous_test_limit`. */
export const IN_PROGRESS_TEST_STATUSES: readonly TestStatus[] = ['Additional', 'ParentsTesting', 'Testing'];
/** The only statuses a parent's link accepts; otherwise 'test has already started'. */
export const PARENT_OPEN_STATUSES: readonly TestStatus[] = ['Active', 'ParentsTesting'];

export const isClosedStatus = (status: string): boolean => (CLOSED_TEST_STATUSES as readonly string[]).includes(status);
export const isOpenStatus = (status: string): boolean => (OPEN_TEST_STATUSES as readonly string[]).includes(status);
export const isParentOpenStatus = (status: string): boolean => (PARENT_OPEN_STATUSES as readonly string[]).includes(status);
