/**
 * The parent's page frame (parent.html): the app that opens a link and picks the page, its small
 * router, calls, link session, toasts, text size, texts (zh / en) and the frame around every page.
 * Light on purpose: no antd, react-router or i18next. Listed in the order the page's first script
 * runs these files (as before the front door).
 */
export { applyFontSize, storedFontSize } from './font-size';
export { getLocale, onLocaleChange, parentText, useLocale } from './i18n';
export { ApiError, get, post } from './http';
export { showToast } from './toast';
export { codeOf, messageOf, SESSION_GONE } from './errors';
export { isNetworkError, useRetryWhenOnline, whenOnline } from './online';
export { navigate, parseParentPath, parseTrainingPath, pathOf, trainingPathOf, type TrainingRoute } from './router';
export { Loading, MessagePage, Relink, Shell, TopNotice } from './Shell';
export { loadParentView, useParentView, type Loaded } from './view';
export { ParentApp, preloadPageOf, type PageProps } from './ParentApp';
export { storeTemporaryToken, updateLink } from './session';
