export { HelpArticlePage } from './components/HelpArticlePage';
export { HelpCentrePage } from './components/HelpCentrePage';
