/** Developer-mode editors: form and column definitions, menus. */
export { FormEditor } from './FormEditor';
export type { FormEditorProps } from './FormEditor';
export { ColumnEditor } from './ColumnEditor';
export type { ColumnEditorProps } from './ColumnEditor';
export { MenuEditor, parseOperate } from './MenuEditor';
export type { MenuEditorProps } from './MenuEditor';
export { DefinitionToolbar, EditableDynamicForm, useFormDefinitionEditor } from './DefinitionTools';
export type { DefinitionToolbarProps } from './DefinitionTools';
export { canEditDefinitions, loadDevStatus, resetDevStatus, useDevStatus } from './devStatus';
export { newHexId } from './ids';
export { builderProblemText, definitionToHeader, emptyRow, formEditorProblem, headerToDraft, itemToRow, moveRow, rowJsonError, rowToItem } from './formRows';
export type { FormHeader, FormRow, JsonFieldError } from './formRows';
export { columnProblemText, fromColumnRows, newColumnRow, shiftColumn, toColumnRows, updateColumn } from './columnRows';
export type { ColumnRow } from './columnRows';
