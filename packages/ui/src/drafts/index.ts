/** Unsaved text kept on the device and offered back after logging in again. */
export { createDraftStore, DRAFT_KEY_PREFIX, DRAFT_MAX_AGE_MS, draftKey } from './store';
export type { Draft, DraftOwner, DraftStorage, DraftStore, DraftTarget } from './store';
export { browserDraftStore, useDraft } from './useDraft';
export type { DraftHandle } from './useDraft';
export { DraftPrompt } from './DraftPrompt';
