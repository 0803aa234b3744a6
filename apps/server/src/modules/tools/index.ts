/** The tools module's front door: what other modules and the app may use. */
export { checkTestUsage, hasReportLeft, toolInEffect, toolOf, type ToolRow, useOneReport } from './quota';
export { toolRoutes } from './routes';
export { insertManagementDemo } from './seed-demo';
export { INSTITUTION_AUTHORIZATIONS_OPERATE, INSTITUTION_TOOLS_OPERATE, TOOL_COLUMN_SEEDS, TOOL_FORM_SEEDS, TOOL_LOV_SEEDS, TOOL_NAMES } from './seed';
