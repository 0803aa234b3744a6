/** The auth module's front door: what other modules and the app may use. */
export { DATASET_ACTION_REGISTRY } from './data-actions';
export { datasetRoutes } from './dataset-routes';
export { guard, guardKindOf, type GuardKind } from './guards';
export { authenticate, sessionOf } from './hooks';
export { authenticateParent, lookupParentSession, parentOf, type ParentSession, readTemToken, requireParentToken, TEM_TOKEN_SHAPE } from './parent-token';
export { burnVerify, hashDigest, sha256Hex, verifyDigest } from './passwords';
export { requireAnyMenu, requireMenu, roleHoldsMenu } from './permissions';
export { requireInScope, scopeCte, scopeOf, SCOPE_IDS } from './scope';
export { lookupSession, newToken, type SessionUser, tokenHash } from './session';
