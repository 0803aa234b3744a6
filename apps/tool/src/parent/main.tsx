/**
 * The parents' entry of the tool site (parent.html): phone pages without antd, react-router or
 * i18next on first load (the /dreamit/token/… routes).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyFontSize, storedFontSize } from './app/font-size';
import { ParentApp, preloadPageOf } from './app/ParentApp';
import { getLocale, parentText } from './i18n';
import './styles.css';

preloadPageOf(window.location.pathname);
applyFontSize(storedFontSize());
document.documentElement.lang = getLocale() === 'en' ? 'en' : 'zh-CN';
document.title = parentText(getLocale(), 'title');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ParentApp />
  </StrictMode>,
);
