/**
 * Identity in the portal: the login screen and its sequence, the logged-in-only gate, the
 * identity picker (institution and role) and the password change. Other modules and pages
 * import from here only.
 */
export { ChangePasswordModal } from './components/ChangePasswordModal';
export { IdentityModal, type IdentityModalProps } from './components/IdentityModal';
export { LoginScreen } from './components/LoginScreen';
export { RequireLogin } from './components/RequireLogin';
export { useLoginState } from './hooks/useLoginState';
export type { IdentityChoice } from './identityOptions';
