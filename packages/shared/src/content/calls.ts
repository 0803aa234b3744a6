/** The shipped content's calls (no login): the version label and where an animation's files are. */
import { lottieQuery, lottieResult, versionQuery, versionResult } from '../testing/api';
import { TESTING_PATHS as P } from '../testing/paths';
import { defineCall } from '../contract';

export const CONTENT_CALLS = {
  version: defineCall({ method: 'GET', path: P.version, query: versionQuery, result: versionResult }),
  lottieSelect: defineCall({ method: 'GET', path: P.lottieSelect, query: lottieQuery, result: lottieResult }),
};
