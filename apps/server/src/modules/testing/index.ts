/** The testing module's front door: what other modules and the app may use. */
export { testRoutes } from './list-routes';
export { parentTestingRoutes } from './parent-routes';
export { testingRoutes } from './routes';
export { scoreStoredTest, scoringColumns, type StoredScores, testDay } from './scoring';
export { demoTestValues, insertDemoTests, type TestSeed } from './seed-demo';
export { RELOAD_REPORT_MENU_SEEDS, TEST_COLUMN_SEEDS, TEST_FORM_SEEDS, TEST_LIST_OPERATE, TEST_LOV_SEEDS } from './seed-list-page';
export { CHILDREN_CREATE_TEST_MENU, TEST_LIST_ACTION_MENUS, TEST3_PERMISSION_MENU, TESTING_COLUMN_SEEDS, TESTING_PERMISSION_MENUS, TESTING_FORM_SEEDS, TESTING_MENU_IDS, TOOL_TEST_LIST_MENUS } from './seed-menus';
export { PARENT_FORM_SEEDS, PARENT_LOV_SEEDS } from './seed-parent-forms';
export { CLOSED_TEST_STATUSES, type TestStatus } from './statuses';
export { requireFlow, requireTesting, testOf } from './access';
export { createTestIn } from './create';
export { qrTokenOf } from './qr';
export { RENDER_LOST_AFTER_MS } from './report-states';
export { cacheOpenTests, warmParentSync } from './warm';
