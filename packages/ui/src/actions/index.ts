/** Menu actions on table pages: discovery, flow context, and the generic dialogs they open. */
export { actionName, actionsForRow, actionSteps, menuActions, rowMenuActions, toolbarActions } from './menuActions';
export type { ActionPlacement, MenuAction } from './menuActions';
export { createActionContext, selectedRows } from './context';
export type { ActionContextDeps } from './context';
export { batchResults, modalFormConfig, modalFormPayload, rowId, rowsOf } from './payload';
export type { BatchRowResult, ModalFormConfig } from './payload';
export { ModalForm, sendModalForm } from './ModalForm';
export { BatchConfirm, BatchResultList } from './BatchConfirm';
export { splitSubmitApi } from './formPage';
export { closeFormPage, submitFormPage, useHostSubmit } from './hostFormPage';
export type { FormPageOutcome } from './hostFormPage';
export type { FormPageConfig } from './formPage';
