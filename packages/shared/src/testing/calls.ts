/**
 * The test-taking calls' contracts: each call's method, path (TESTING_PATHS, spelled as the spec
 * gives them) and schemas (api.ts), used by the server's routes and both web apps. The parent's
 * phone pages take these as types only (`import type`) and the paths from paths.ts (no zod).
 */
import { z } from 'zod';
import { testRow, testsListQuery, TESTS_LIST_PATH } from '../reports/api';
import { defineCall } from '../contract';
import {
  beginBody,
  beginResult,
  childrenExtraBody,
  childrenExtraInfo,
  childrenExtraQuery,
  createTestBody,
  createTestResult,
  insToolsStatus,
  insToolsStatusQuery,
  parentAdditionalResult,
  parentSummary,
  parentTestView,
  qrTokenQuery,
  qrTokenRecord,
  screeningTestView,
  syncBody,
  syncResult,
  temporaryAdditionalBody,
  temporaryFailureBody,
  temporaryVerification,
  temporaryVerificationQuery,
  testCommentsBody,
  testCommentsResult,
  testEvent,
  testIdQuery,
  testView,
} from './api';
import { TESTING_PATHS as P } from './paths';

/** The three sync calls take the same body and answer the same result (the answer queue sends any of them). */
const syncCall = <const Path extends string>(path: Path) => defineCall({ method: 'POST', path, body: syncBody, result: syncResult });

export const TESTING_CALLS = {
  /** The tests list (a configured table page). */
  list: defineCall({ method: 'GET', path: TESTS_LIST_PATH, query: testsListQuery, result: z.array(testRow), page: true }),
  createTest: defineCall({ method: 'POST', path: P.createTest, body: createTestBody, result: createTestResult }),
  /** Dream-ITS (v1). */
  dreamitsInfo: defineCall({ method: 'GET', path: P.dreamitsInfo, query: testIdQuery, result: screeningTestView }),
  dreamitsSync: syncCall(P.dreamitsSync),
  /** v2 tools. */
  v2Info: defineCall({ method: 'GET', path: P.v2Info, query: testIdQuery, result: testView }),
  v2Begin: defineCall({ method: 'POST', path: P.v2Begin, body: beginBody, result: beginResult }),
  v2Sync: syncCall(P.v2Sync),
  v2Temporary: defineCall({ method: 'GET', path: P.v2Temporary, query: qrTokenQuery, result: qrTokenRecord }),
  testComments: defineCall({ method: 'PUT', path: P.testComments, body: testCommentsBody, result: testCommentsResult }),
  /** The portal's test page: the test, then its live events. */
  testDetail: defineCall({ method: 'GET', path: P.testDetail, query: testIdQuery, result: testView }),
  testEvents: defineCall({ method: 'GET', path: P.testEvents, query: testIdQuery, result: testEvent, events: true }),
  childrenExtraInfo: defineCall({ method: 'GET', path: P.childrenExtraInfo, query: childrenExtraQuery, result: childrenExtraInfo }),
  childrenExtraUpdate: defineCall({ method: 'POST', path: P.childrenExtraUpdate, body: childrenExtraBody, result: childrenExtraInfo }),
  insToolsStatus: defineCall({ method: 'GET', path: P.insToolsStatus, query: insToolsStatusQuery, result: insToolsStatus }),
  /** A parent's calls (the `temtoken` header; verification without it). */
  temporaryVerification: defineCall({ method: 'GET', path: P.temporaryVerification, query: temporaryVerificationQuery, result: temporaryVerification }),
  temporaryInfo: defineCall({ method: 'GET', path: P.temporaryInfo, query: testIdQuery, result: parentTestView }),
  parentsInfo: defineCall({ method: 'GET', path: P.parentsInfo, query: testIdQuery, result: parentSummary }),
  temporaryAdditional: defineCall({ method: 'POST', path: P.temporaryAdditional, body: temporaryAdditionalBody, result: parentAdditionalResult }),
  temporarySync: syncCall(P.temporarySync),
  temporaryFailure: defineCall({ method: 'POST', path: P.temporaryFailure, body: temporaryFailureBody, result: z.null() }),
};

/** The sync calls an answer queue sends to (the clinician's v1 and v2, the parent's). */
export type TestingSyncCall = (typeof TESTING_CALLS)['dreamitsSync' | 'v2Sync' | 'temporarySync'];
