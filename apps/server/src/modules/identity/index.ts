/** The identity module's front door: what other modules and the app may use. */
export { userRoutes } from './routes';
