/** A form definition shown on its own page (/from/{fromName}), often inside the mobile app's web view. */
export { HostFormPage } from './components/HostFormPage';
