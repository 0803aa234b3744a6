/** The speech module's front door: what other modules and the app may use. */
export { registerSpeechQueue } from './jobs';
export { speechRoutes } from './routes';
export { insertDemoSitting, insertDemoSpeech, type DemoSittingItem } from './seed-demo';
export { hasEndedSitting, itemResultsOf, type ItemResult } from './item-results';
export { sweepSpeechClaims } from './sweep';
