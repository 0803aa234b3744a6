/**
 * What a table page reads from its menu's `operate` (packages/ui/src/table/README.md): where the
 * columns, the search form and the rows come from, and which calls create, show, change and delete
 * a row. A missing call means the matching control is not offered, never a button that fails. In
 * shared because the server's export reads the same configuration as the page.
 */
export interface TableOperate {
  columnsName: string;
  /** The list call (method and URL per table; params plus pagination). */
  api: string;
  method: 'GET' | 'POST';
  searchFromName?: string;
  /** Falls back to the column definition's rowKey, then `_id`. */
  rowKey?: string;
  /** The create/edit form (modalProps.fromName) and the dialog's width. */
  formName?: string;
  /** A different form for create (modalProps.createFromName), when the update call takes fewer fields. */
  createFormName?: string;
  modalWidth?: number | string;
  infoApi?: string;
  addApi?: string;
  updateApi?: string;
  deleteApi?: string;
  /** GET /dataset/isAuth before edit and delete; on unless `datasetAuth: false`. */
  datasetAuth: boolean;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The table configuration of an operate object, or null when it is not a configured table page. */
export function readTableOperate(operate: Record<string, unknown> | null | undefined): TableOperate | null {
  if (!operate) return null;
  const columnsName = text(operate.columns_name);
  const api = text(operate.api);
  if (!columnsName || !api) return null;
  const modalProps = operate.modalProps !== null && typeof operate.modalProps === 'object' ? (operate.modalProps as Record<string, unknown>) : {};
  const width = modalProps.width;
  const out: TableOperate = {
    columnsName,
    api,
    method: String(operate.method ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET',
    datasetAuth: operate.datasetAuth !== false,
  };
  const optional = {
    searchFromName: text(operate.search_from_name),
    rowKey: text(operate.rowKey),
    formName: text(modalProps.fromName),
    createFormName: text(modalProps.createFromName),
    infoApi: text(operate.infoApi),
    addApi: text(operate.addApi),
    updateApi: text(operate.updateApi),
    deleteApi: text(operate.deleteApi),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) (out as unknown as Record<string, unknown>)[key] = value;
  if (typeof width === 'number' || typeof width === 'string') out.modalWidth = width;
  return out;
}

/** The form create shows: its own (createFromName), else the edit form. */
export function createFormOf(operate: TableOperate): string | undefined {
  return operate.createFormName ?? operate.formName;
}

/** Row actions the page can carry out with this configuration (edit and create need their form too). */
export function availableActions(operate: TableOperate, canView: boolean): { view: boolean; edit: boolean; delete: boolean; create: boolean } {
  return {
    view: canView,
    edit: Boolean(operate.updateApi && operate.infoApi && operate.formName),
    delete: Boolean(operate.deleteApi),
    create: Boolean(operate.addApi && createFormOf(operate)),
  };
}

/** `operate.fixedParams`: values every call of the page sends, winning over the search (a test list fixes its tool). */
export function fixedParamsOf(operate: Record<string, unknown> | null | undefined): Record<string, unknown> | undefined {
  const fixed = operate?.fixedParams;
  return fixed !== null && typeof fixed === 'object' && !Array.isArray(fixed) ? (fixed as Record<string, unknown>) : undefined;
}
