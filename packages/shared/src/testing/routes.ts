/**
 * Tool-site paths of the test flows. The spec names the path segments by
 * menu key ({reportMenuKey}, {testingKey}…); these are the keys, seeded as menus so a role's
 * grants decide who may open which page. The portal builds its 'continue testing' and report
 * links with the same functions the tool site matches with.
 */
import { isSpeechTestTool, isV2Tool } from './api';

export const DREAMITS_KEYS = {
  report: 'dreamits_report',
  review: 'dreamits_review',
  testing: 'dreamits_testing',
  /** The test-3 variant of the testing page (one page of questions at a time), for roles holding its menu. */
  testing3: 'dreamits_testing_3',
} as const;

export const DREAMIT_KEYS = {
  selectChildren: 'select_children',
  ready: 'ready',
  additional: 'additional',
  testing: 'testing',
  end: 'end',
  report: 'report',
} as const;
export type DreamitPageKey = Exclude<(typeof DREAMIT_KEYS)[keyof typeof DREAMIT_KEYS], 'select_children'>;

/** The permission menu that sends 'continue testing' of a Dream-ITS test to the test-3 route. */
export const DREAMITS_TEST3_MENU = DREAMITS_KEYS.testing3;

const enc = encodeURIComponent;

/** The clinician's recording page of a speech test; `dev`: developer mode (item ids and timings shown). */
export function speechTestPath(testId: string, dev = false): string {
  return `/swam/cai/${dev ? 'testDev' : 'test'}/${enc(testId)}`;
}

/** Where 'continue testing' opens a test on the tool site. */
export function continueTestingPath(test: { _id: string; tools_type: string }, options: { test3?: boolean } = {}): string {
  if (isSpeechTestTool(test.tools_type)) return speechTestPath(test._id);
  if (isV2Tool(test.tools_type)) return `/dreamit/${DREAMIT_KEYS.ready}/test/${enc(test._id)}`;
  return `/dreamits/${options.test3 ? DREAMITS_KEYS.testing3 : DREAMITS_KEYS.testing}/test/${enc(test._id)}`;
}

export function reportPagePath(test: { _id: string; tools_type: string }): string {
  return isV2Tool(test.tools_type) ? `/dreamit/${DREAMIT_KEYS.report}/test/${enc(test._id)}` : `/dreamits/${DREAMITS_KEYS.report}/test/${enc(test._id)}`;
}

/** A parent's link: the QR code's text is the tool-site origin plus this. */
export function parentLinkPath(toolsType: string, token: string): string {
  return `${isV2Tool(toolsType) ? '/dreamit' : '/dreamits'}/token/${enc(token)}`;
}
