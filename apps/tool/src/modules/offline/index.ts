/**
 * The tool site's offline worker (/sw.js, source worker.ts, rules policy.ts): the page's side.
 * The parent pages register it and take the test view it put in a page it served without network;
 * what it keeps is listed in policy.ts.
 */
export { keepWhenControlled, registerOfflineWorker } from './register';
export { takeKeptView } from './kept-view';
