/** The verification module's front door: what other modules and the app may use. */
export { verificationRoutes } from './routes';
export { wasVerified } from './service';
