/**
 * The speech-tool area (`/swams`): SWAM, SPPA and Ment tests, their list with the oral-test status,
 * a test with its report and recordings. Loaded on demand.
 */
export const loadSwamsPages = () => import('./SwamsArea');
