/**
 * The generic modal form, registered as dialog component 'form': the form named by
 * modalProps.fromName; submitting sends the ids of the flow's rows, the rowArgs lists and the
 * values to modalProps.sendApi (PUT unless `method` says otherwise), then finishes the dialog
 * with a truthy result so the flow goes on. Closing it finishes nothing: the flow stops silently.
 * `fillFromRow: ['remark']` fills those fields of the form from the first row; `loadApi` fills
 * the form with what that call answers for the first row (GET {[idParam]: its id}), e.g. a
 * child's extra information, which the row itself does not carry.
 */
import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogComponentProps } from '../dialogs/components';
import { DynamicForm, type FormValues } from '../form/DynamicForm';
import { useFormServices } from '../form/context';
import { feedback } from '../http/feedback';
import type { RequestFn } from '../http/client';
import { modalFormConfig, modalFormPayload, rowId, rowsOf, type ModalFormConfig, type Row } from './payload';

/** Sends the payload; resolves with a truthy finish result, or rejects with the call's error. */
export async function sendModalForm(request: RequestFn, config: ModalFormConfig, rows: readonly Row[], values: FormValues): Promise<{ payload: Record<string, unknown>; data: unknown }> {
  if (!config.sendApi) return { payload: modalFormPayload(rows, config, values), data: null };
  const payload = modalFormPayload(rows, config, values);
  const answer = config.method === 'GET' ? await request('GET', config.sendApi, { params: payload as Record<string, string> }) : await request(config.method, config.sendApi, { data: payload });
  return { payload, data: answer.data ?? null };
}

type Loaded = { state: 'none' } | { state: 'loading' } | { state: 'ready'; values: Row } | { state: 'failed' };

/** `modalProps.loadApi`: the values the form opens with, asked for the first row. */
function useLoadedValues(request: RequestFn, loadApi: unknown, config: ModalFormConfig, first: Row | undefined): Loaded {
  const api = typeof loadApi === 'string' && loadApi ? loadApi : null;
  const id = first ? rowId(first, config.rowKey) : '';
  const [loaded, setLoaded] = useState<Loaded>(api ? { state: 'loading' } : { state: 'none' });
  useEffect(() => {
    if (!api) return;
    let live = true;
    request<Row>('GET', api, { params: { [config.idParam]: id } }).then(
      (answer) => live && setLoaded({ state: 'ready', values: answer.data ?? {} }),
      () => live && setLoaded({ state: 'failed' }), // the call client showed the server's message
    );
    return () => {
      live = false;
    };
  }, [request, api, config.idParam, id]);
  return loaded;
}

export function ModalForm({ data, props, finish, cancel }: DialogComponentProps & { request?: RequestFn }) {
  const { t } = useTranslation();
  const { request } = useFormServices(undefined);
  const fromName = typeof props.fromName === 'string' ? props.fromName : undefined;
  const config = modalFormConfig(props);
  const first = rowsOf(data)[0];
  const loaded = useLoadedValues(request, props.loadApi, config, first);
  if (!fromName) return <Alert type="error" showIcon title={t('action.noForm')} data-testid="action-form-missing" />;
  if (loaded.state === 'loading') return <Spin data-testid="action-modal-form-loading" />;
  if (loaded.state === 'failed') return <Alert type="error" showIcon title={t('action.loadFailed')} data-testid="action-modal-form-failed" />;
  // modalProps.fillFromRow (a list of fields): the form opens with those fields of the first row.
  // Only those: the form sends its non-empty values, and a row's own _id must not replace the id sent.
  const fromRow = Array.isArray(props.fillFromRow) && first ? Object.fromEntries(props.fillFromRow.filter((k): k is string => typeof k === 'string').map((k) => [k, first[k]])) : undefined;
  const initialValues = loaded.state === 'ready' || fromRow ? { ...(loaded.state === 'ready' ? loaded.values : {}), ...fromRow } : undefined;
  const onSubmit = async (values: FormValues) => {
    let result;
    try {
      result = await sendModalForm(request, config, rowsOf(data), values);
    } catch {
      return false; // the call client showed the message; the form keeps what was typed
    }
    void feedback().message.success(t('action.sent'));
    finish(result);
  };
  return (
    <div data-testid="action-modal-form">
      {/* A row's form keeps its typed text per row; without rows it is a new record's. */}
      <DynamicForm fromName={fromName} draftId={first ? rowId(first, config.rowKey) || undefined : undefined} onSubmit={onSubmit} onClose={cancel} {...(initialValues ? { initialValues } : {})} />
    </div>
  );
}
