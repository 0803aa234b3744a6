/** The speech module's front door: what other modules and the app may use. */
export { registerSpeechQueue } from './jobs';
export { speechRoutes } from './routes';
export { insertDemoSpeech } from './seed-demo';
export { sweepSpeechClaims } from './sweep';
