/**
 * The parent's test pages on the phone (parent.html): ready → additional forms → questions → end.
 * No antd, react-router or i18next here. The form and question pages load on demand.
 */
export { EndPage } from './pages/EndPage';
export { ReadyPage } from './pages/ReadyPage';
export { loadFormPage, loadQuestionsPage } from './pages/lazy';
