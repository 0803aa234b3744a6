/**
 * The tool site's offline worker (/sw.js, source worker.ts, rules policy.ts): the page's side.
 * The parent pages register it; what it keeps is listed in policy.ts.
 */
export { keepWhenControlled, registerOfflineWorker } from './register';
