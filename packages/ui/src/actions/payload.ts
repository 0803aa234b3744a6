/**
 * What the generic dialogs send and show: a modal form's payload built from the rows
 * and the form values, and a batch confirmation's per-row results.
 */
export type Row = Record<string, unknown>;

export interface ModalFormConfig {
  /** The call (modalProps.sendApi); PUT unless `method` says otherwise. */
  sendApi?: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Row identity (modalProps.rowKey, else the page's). */
  rowKey: string;
  /** Name the ids are sent under ('ids'). */
  idParam: string;
  /** true: the first row's id alone instead of a list (an endpoint that takes one `_id`). */
  single: boolean;
  /** Row fields sent as lists, one entry per row: a list of fields, or {param: field}. */
  rowArgs: Record<string, string>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function modalFormConfig(props: Record<string, unknown>): ModalFormConfig {
  const method = String(props.method ?? 'PUT').toUpperCase();
  const rowArgs: Record<string, string> = {};
  if (Array.isArray(props.rowArgs)) {
    for (const field of props.rowArgs) if (typeof field === 'string' && field) rowArgs[field] = field;
  } else if (props.rowArgs !== null && typeof props.rowArgs === 'object') {
    for (const [param, field] of Object.entries(props.rowArgs)) if (typeof field === 'string' && field) rowArgs[param] = field;
  }
  const config: ModalFormConfig = {
    method: method === 'GET' || method === 'POST' || method === 'DELETE' ? method : 'PUT',
    rowKey: text(props.rowKey) ?? '_id',
    idParam: text(props.idParam) ?? 'ids',
    single: props.single === true,
    rowArgs,
  };
  const sendApi = text(props.sendApi);
  if (sendApi) config.sendApi = sendApi;
  return config;
}

/** The flow's data as rows: a list, one record, or nothing. */
export function rowsOf(data: unknown): Row[] {
  if (Array.isArray(data)) return data.filter((r): r is Row => r !== null && typeof r === 'object');
  return data !== null && typeof data === 'object' ? [data as Row] : [];
}

export function rowId(row: Row, rowKey: string): string {
  const value = row[rowKey] ?? row._id;
  return value === undefined || value === null ? '' : String(value);
}

/** ids (or one id), the rowArgs lists, then the form values (a form field wins over a row list). */
export function modalFormPayload(rows: readonly Row[], config: ModalFormConfig, values: Record<string, unknown>): Record<string, unknown> {
  const ids = rows.map((row) => rowId(row, config.rowKey)).filter((id) => id !== '');
  const payload: Record<string, unknown> = { [config.idParam]: config.single ? ids[0] : ids };
  for (const [param, field] of Object.entries(config.rowArgs)) payload[param] = rows.map((row) => row[field] ?? null);
  return { ...payload, ...values };
}

export interface BatchRowResult {
  id: string;
  label: string;
  /** Status 200 (blue); anything else is an error (red). */
  ok: boolean;
  status: number | null;
  message: string;
}

function statusOf(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * Per-row results of a batch call. The answer's data is a list of `{_id|id, status, message|msg}`
 * or an object keyed by id; a row the answer does not mention is an error.
 */
export function batchResults(rows: readonly Row[], rowKey: string, labelField: string | undefined, answer: unknown): BatchRowResult[] {
  const byId = new Map<string, Record<string, unknown>>();
  const list = Array.isArray(answer) ? answer : answer !== null && typeof answer === 'object' && Array.isArray((answer as { list?: unknown }).list) ? (answer as { list: unknown[] }).list : null;
  if (list) {
    for (const entry of list) {
      if (entry === null || typeof entry !== 'object') continue;
      const e = entry as Record<string, unknown>;
      const id = e[rowKey] ?? e._id ?? e.id;
      if (id !== undefined && id !== null) byId.set(String(id), e);
    }
  } else if (answer !== null && typeof answer === 'object') {
    for (const [id, entry] of Object.entries(answer)) if (entry !== null && typeof entry === 'object') byId.set(id, entry as Record<string, unknown>);
  }
  return rows.map((row) => {
    const id = rowId(row, rowKey);
    const entry = byId.get(id);
    const status = statusOf(entry?.status);
    const message = entry ? String(entry.message ?? entry.msg ?? '') : '';
    const label = labelField && row[labelField] !== undefined && row[labelField] !== null ? String(row[labelField]) : id;
    return { id, label, ok: status === 200, status, message };
  });
}
