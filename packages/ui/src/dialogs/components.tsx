/**
 * Components a modal or drawer can show, by path (the flow's `f.modal`/`f.drawer` `component`,
 * a drawerLink column's `extra.component`). Duplicates throw; an unknown path renders the
 * spec's 'non-existent component path' error inside the dialog.
 */
import { Descriptions, Flex } from 'antd';
import type { ComponentType } from 'react';
import { BatchConfirm } from '../actions/BatchConfirm';
import { ModalForm } from '../actions/ModalForm';
import { MenuTableDialog } from '../table/MenuTableDialog';

export interface DialogComponentProps {
  /** The flow's current result or the clicked row. */
  data: unknown;
  props: Record<string, unknown>;
  /** Done: hide the dialog and hand `result` to whoever opened it. */
  finish(result?: unknown): void;
  cancel(): void;
  /**
   * The dialog changed what the page under it shows and stays open: the page refreshes (a list
   * opened by a menu action reloads its rows). Absent where nothing listens.
   */
  changed?(): void;
}

export interface DialogComponentRegistry {
  register(path: string, component: ComponentType<DialogComponentProps>): void;
  get(path: string): ComponentType<DialogComponentProps> | null;
  has(path: string): boolean;
}

export function createDialogComponentRegistry(initial: Record<string, ComponentType<DialogComponentProps>> = {}): DialogComponentRegistry {
  const components = new Map<string, ComponentType<DialogComponentProps>>();
  const registry: DialogComponentRegistry = {
    register(path, component) {
      if (!path.trim()) throw new Error('A dialog component needs a path');
      if (components.has(path)) throw new Error(`Dialog component "${path}" is already registered`);
      components.set(path, component);
    },
    get: (path) => components.get(path) ?? null,
    has: (path) => components.has(path),
  };
  for (const [path, component] of Object.entries(initial)) registry.register(path, component);
  return registry;
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Every field of a record, as a read-only list (the default drawerLink content). */
export function RowDetails({ data }: DialogComponentProps) {
  const record = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="dialog-row-details"
      items={Object.entries(record).map(([key, value]) => ({ key, label: key, children: text(value) }))}
    />
  );
}

/** One record, or every row of a list one after the other (a menu action's selected rows). */
export function RowsDetails(props: DialogComponentProps) {
  if (!Array.isArray(props.data)) return <RowDetails {...props} />;
  return (
    <Flex vertical gap={16} data-testid="dialog-rows-details">
      {props.data.map((row, index) => (
        <RowDetails key={index} {...props} data={row} />
      ))}
    </Flex>
  );
}

export const ROW_DETAILS_DIALOG = 'table/rowDetails';
/** A menu's table, `{ menuId, params }` (table/MenuTableDialog.tsx). */
export const MENU_TABLE_DIALOG = 'table/menuTable';
/** The generic dialogs a menu action's f.modal / f.drawer names. */
export const ACTION_DIALOGS = { rowDetails: 'rowDetails', form: 'form', batchConfirm: 'batchConfirm' } as const;

export const dialogComponents = createDialogComponentRegistry({
  [ROW_DETAILS_DIALOG]: RowDetails,
  [MENU_TABLE_DIALOG]: MenuTableDialog,
  [ACTION_DIALOGS.rowDetails]: RowsDetails,
  [ACTION_DIALOGS.form]: ModalForm,
  [ACTION_DIALOGS.batchConfirm]: BatchConfirm,
});
