/** The test statuses live in @portal/shared (the tool site and the portal read them too). */
export { TEST_STATUSES, CLOSED_TEST_STATUSES, type TestStatus } from '@portal/shared';
