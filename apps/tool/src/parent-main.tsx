/**
 * The parents' entry of the tool site (parent.html): phone pages without antd, react-router or
 * i18next on first load (the /dreamit/token/… routes).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerOfflineWorker } from './modules/offline';
import { applyFontSize, getLocale, ParentApp, parentText, preloadPageOf, storedFontSize } from './modules/parent-frame';

preloadPageOf(window.location.pathname);
applyFontSize(storedFontSize());
document.documentElement.lang = getLocale() === 'en' ? 'en' : 'zh-CN';
document.title = parentText(getLocale(), 'title');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ParentApp />
  </StrictMode>,
);
// After the page has loaded: a reload or a reopened tab without network still opens the link.
registerOfflineWorker();
