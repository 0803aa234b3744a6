/**
 * Early screening in the portal: the list is a configured page (seeded by the server); this
 * module adds the dialogs its actions open (the record's screening QR code).
 */
export { registerScreeningDialogs } from './register';
export { RescreenNotice } from './components/RescreenNotice';
