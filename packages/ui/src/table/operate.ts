/** The table configuration of a menu's operate lives in shared: the server's export reads it too. */
export { availableActions, createFormOf, readTableOperate, type TableOperate } from '@portal/shared';
