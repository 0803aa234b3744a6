/** Creating a test for a child picked from the institution's list (its own page, loaded on demand with the list's table). */
export { ChildPicker } from './ChildPicker';
export { isTestable } from '../create/navigation';
