/** The home page's panel for a new test: the tool, then a new child or one from the list. */
export { CreateTestPanel } from './components/CreateTestPanel';
export { initialTool, isTestable } from './navigation';
