/** Children pieces both web apps use: the create-test child picker and adding a child in place. */
export { AddChildDialog, quickChildForm } from './AddChildDialog';
export type { AddChildDialogProps } from './AddChildDialog';
export { ageText, outOfRangeReason, spanText } from './ages';
export { addChild, PICKER_PAGE_SIZE, useRecentChildren } from './api';
export { ChildPicker, ChildPickerToolContext, optionsFor } from './ChildPicker';
export type { ChildPickerProps } from './ChildPicker';
