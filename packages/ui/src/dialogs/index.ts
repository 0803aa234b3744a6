/** The modal and drawer layer over the flow's dialog store. */
export { DialogHost, DialogProvider, dialogFrameProps, openDialog, useDialogs } from './DialogHost';
export type { DialogLayer } from './DialogHost';
export { ACTION_DIALOGS, createDialogComponentRegistry, dialogComponents, RowDetails, RowsDetails, ROW_DETAILS_DIALOG } from './components';
export type { DialogComponentProps, DialogComponentRegistry } from './components';
