/** The speech-tool area's front door (`/swams`: SWAM, SPPA and Ment tests, their item reports). */
export { swamsRoutes } from './routes';
export { SWAMS_MENU_IDS, SWAMS_MENU_SEED } from './seed';
export { insertDemoSwams } from './seed-demo';
