/** The definitions module's front door: what other modules and the app may use. */
export { columnsNetInfo } from './columns';
export { formNetInfo, storedForms } from './forms';
export { lovEntriesByName, lovLists } from './lov';
export { definitionRoutes } from './routes';
export { columnsOf, type ColumnSeed } from './seed-columns';
export { operations, required, saveButtons, searchProperty, STATUS_EXTRA, subTable, tablePage } from './seed-helpers';
