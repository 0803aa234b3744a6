/**
 * The generic, server-driven table page: columns and search form from their definitions, the
 * menu's list call with the search values and pagination, a statistics banner, demonstration
 * mode, and create / edit / delete through the calls the menu's operate names (README.md).
 */
import { PlusOutlined } from '@ant-design/icons';
import { AUTH_CALLS, type DatasetAction, type MenuNode } from '@portal/shared';
import { Alert, Button, Flex, Space, Statistic, Table, type TablePaginationConfig } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { actionName, actionSteps, menuActions, rowMenuActions, toolbarActions, type MenuAction } from '../actions/menuActions';
import { createActionContext, selectedRows } from '../actions/context';
import { useOptionalAuthStore } from '../identity/react';
import { hasMenu, isDemonstrationMode } from '../identity/permissions';
import { runFlow } from '../flow/runner';
import { useDialogs } from '../dialogs/DialogHost';
import { DynamicForm, type FormValues } from '../form/DynamicForm';
import { useFormServices } from '../form/context';
import { callWith } from '../http/call';
import type { KeyValueStorage, RequestFn } from '../http/client';
import { feedback } from '../http/feedback';
import { useLanguage } from '../i18n/useLanguage';
import { buildColumns } from './columns';
import { useColumnLovs } from './useColumnLovs';
import { formInitialValues, useColumnDefinition, useFormDefinition } from './definitions';
import { availableActions, type TableOperate } from './operate';
import { fixedParamsKey, tableCalls } from './calls';
import { DEFAULT_PAGE_SIZE, DEFAULT_SCROLL_X, PAGE_SIZE_OPTIONS, readListResult, searchParams, statisticsEntries, type ListPage, type Pagination } from './params';
import type { CellRegistry } from './registry';
import { RowFormModal, type RowFormState } from './RowFormModal';
import { ExportButton } from './ExportButton';
import { MenuRowActions } from './cells/operations';
import { TableRuntimeContext } from './runtime';
import type { CellEvent, Row, TableRuntime } from './types';

export interface TablePageProps {
  /** The menu the page belongs to: dataset actions are `${menuId}.edit` and `${menuId}.delete`. */
  menuId: string;
  operate: TableOperate;
  menuList: readonly MenuNode[];
  /** Offered as the 'view' row action when given (the portal opens the info screen). */
  onView?: (row: Row, id: string) => void;
  /** Renderer events the page does not handle itself (a report version chosen). */
  onCellEvent?: (event: CellEvent) => void;
  request?: RequestFn;
  storage?: Pick<KeyValueStorage, 'getItem'>;
  registry?: CellRegistry;
  /** Where a flow's navigation goes (the portal passes the router's); default a full page load. */
  navigate?: (path: string) => void;
  /**
   * Sent with every list, info, create and update call, winning over same-named values: the
   * scope of a sub-table (a drawer showing one institution's tools sends `institution_id`).
   */
  fixedParams?: Record<string, unknown>;
  /** Where a flow opens a tool-site path (c.continueTesting); default `navigate`. */
  openToolSite?: (path: string) => void;
}

const STAT_KEYS: Record<string, string> = {
  total: 'table.statTotal',
  completed: 'table.statCompleted',
  hold: 'table.statHold',
  failure: 'table.statFailure',
  adopted: 'table.statAdopted',
  not_adopted: 'table.statNotAdopted',
  test_completion_not_report: 'table.statTestCompletionNotReport',
  test_not_completion: 'table.statTestNotCompletion',
};

function browserStorage(): Pick<KeyValueStorage, 'getItem'> {
  return typeof localStorage === 'undefined' ? { getItem: () => null } : localStorage;
}

export function TablePage(props: TablePageProps) {
  const { operate, menuId, onView, onCellEvent } = props;
  const { t } = useTranslation();
  const locale = useLanguage();
  const services = useFormServices(props.request ? { request: props.request } : undefined);
  const { request } = services;
  const dialogs = useDialogs();
  const columnsDef = useColumnDefinition(request, operate.columnsName);
  const searchDef = useFormDefinition(request, operate.searchFromName);
  const actions = availableActions(operate, Boolean(onView));
  // Create shows its own form when the operate names one (modalProps.createFromName).
  const formDef = useFormDefinition(request, actions.edit || (actions.create && !operate.createFormName) ? operate.formName : undefined);
  const ownCreateDef = useFormDefinition(request, actions.create ? operate.createFormName : undefined);
  const createDef = operate.createFormName ? ownCreateDef : formDef;
  // Keyed by content: the portal rebuilds operate, and a drawer its params, on every render.
  const callsKey = `${JSON.stringify(operate)}|${fixedParamsKey(props.fixedParams)}`;
  const calls = useMemo(() => tableCalls(request, operate, props.fixedParams), [request, callsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const [demo] = useState(() => isDemonstrationMode(props.storage ?? browserStorage()));
  const [searched, setSearched] = useState(!demo);
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState<ListPage<Row>>({ rows: [], total: 0, current: 1, pageSize: DEFAULT_PAGE_SIZE, statistics: undefined });
  const [loading, setLoading] = useState(false);
  const [formState, setFormState] = useState<RowFormState | null>(null);
  const latest = useRef(0);
  const authStore = useOptionalAuthStore();
  // Menu actions: the page menu's children that carry steps.
  const menuActionList = useMemo(() => menuActions(props.menuList, menuId), [props.menuList, menuId]);
  const toolbar = useMemo(() => toolbarActions(menuActionList), [menuActionList]);
  const onRows = useMemo(() => rowMenuActions(menuActionList), [menuActionList]);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);

  const load = useCallback(
    async (values: Record<string, unknown>, asked: Pagination) => {
      const call = ++latest.current;
      setLoading(true);
      try {
        const result = await calls.list(values, asked);
        if (call === latest.current) setPage(readListResult<Row>(result, asked));
      } catch {
        // The call client already showed the server's message.
      } finally {
        if (call === latest.current) setLoading(false);
      }
    },
    [calls],
  );

  useEffect(() => {
    if (!demo) void load({}, { current: 1, pageSize: DEFAULT_PAGE_SIZE });
  }, [demo, load]);

  // One lov/multiple call for the lists the cells show; rows wait for it (useColumnLovs), and for
  // the columns themselves: rows shown before their columns would be drawn empty, then taken away
  // while the lists load, then drawn again.
  const columnTree = columnsDef.state === 'ready' ? columnsDef.value.columns : undefined;
  const lovsPending = useColumnLovs(columnTree, services);
  const rowsWait = lovsPending || columnsDef.state === 'loading';

  const rowKey = operate.rowKey ?? (columnsDef.state === 'ready' ? columnsDef.value.rowKey : undefined) ?? '_id';
  const idOf = useCallback((row: Row) => String(row[rowKey] ?? row._id ?? ''), [rowKey]);
  const { current: currentPage, pageSize, rows } = page;
  const reload = useCallback((current = currentPage) => load(search, { current, pageSize }), [load, search, currentPage, pageSize]);

  // The flow reads the selection when it runs, not when the button rendered.
  const selection = useRef<{ rows: readonly Row[]; keys: readonly Key[] }>({ rows: [], keys: [] });
  selection.current = { rows, keys: selectedKeys };
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const { navigate, openToolSite, menuList } = props;
  const runAction = useCallback(
    (action: MenuAction, row?: Row) => {
      const ctx = createActionContext({
        locale,
        rows: () => (row ? [row] : selectedRows(selection.current.rows, selection.current.keys, idOf)),
        user: () => authStore?.getState().user ?? null,
        request,
        toast: (level, text) => void feedback().message[level](text),
        reload: () => reloadRef.current(),
        navigate: navigate ?? ((path) => window.location.assign(path)),
        dialogs: dialogs ? { has: (path) => dialogs.components.has(path), open: dialogs.open } : null,
        hasMenu: (id) => hasMenu(menuList, id),
        ...(openToolSite ? { openToolSite } : {}),
      });
      // Other errors (a failed call) were already shown by the call client.
      void runFlow(actionSteps(action, { rowKey, locale }), ctx).catch(() => undefined);
    },
    [locale, idOf, authStore, request, navigate, openToolSite, menuList, dialogs, rowKey],
  );

  /** GET /dataset/isAuth: resolves true when allowed; a refusal was already toasted by the client. */
  const allowed = useCallback(
    async (action: 'edit' | 'delete', id: string) => {
      if (!operate.datasetAuth) return true;
      try {
        // An action the server does not know is refused like any other.
        const query = { action: `${menuId}.${action}` as DatasetAction, id };
        return (await callWith(request, AUTH_CALLS.datasetAuth, { query })).data.allowed;
      } catch {
        return false;
      }
    },
    [operate.datasetAuth, request, menuId],
  );

  const onEvent = useCallback(
    async (event: CellEvent) => {
      if (event.type === 'report') return onCellEvent?.(event);
      const id = idOf(event.row);
      if (event.type === 'view') return onView?.(event.row, id);
      if (!(await allowed(event.type, id))) return;
      if (event.type === 'delete' && operate.deleteApi) {
        try {
          await calls.remove(id);
        } catch {
          return;
        }
        void feedback().message.success(t('table.deleted'));
        await reload(rows.length === 1 && currentPage > 1 ? currentPage - 1 : currentPage);
        return;
      }
      if (event.type === 'edit' && operate.infoApi && formDef.state === 'ready') {
        try {
          const info = await calls.info(id);
          setFormState({ mode: 'edit', id, initialValues: formInitialValues(formDef.value, info.data ?? {}) });
        } catch {
          // toasted by the client
        }
      }
    },
    [allowed, formDef, idOf, onCellEvent, onView, operate.deleteApi, operate.infoApi, currentPage, rows.length, reload, calls, t],
  );

  const submitForm = async (values: FormValues) => {
    if (!formState) return;
    try {
      if (formState.mode === 'create' && operate.addApi) await calls.create(values);
      else if (formState.mode === 'edit' && operate.updateApi && formState.id !== undefined) await calls.update(formState.id, values);
    } catch {
      return false; // the form stays open with what was typed
    }
    void feedback().message.success(t(formState.mode === 'create' ? 'table.created' : 'table.updated'));
    setFormState(null);
    await reload(formState.mode === 'create' ? 1 : page.current);
  };

  const supported = useMemo(() => new Set((['view', 'edit', 'delete'] as const).filter((a) => actions[a])), [actions.view, actions.edit, actions.delete]); // eslint-disable-line react-hooks/exhaustive-deps
  const runtime = useMemo<TableRuntime>(
    () => ({
      locale,
      lovCache: services.lovCache,
      identity: services.identity,
      menuList: props.menuList,
      today: () => new Date(),
      actions: supported,
      emit: onEvent,
      ...(dialogs ? { openDialog: dialogs.open } : {}),
      rowMenuActions: onRows,
      runAction,
    }),
    [locale, services.lovCache, services.identity, props.menuList, supported, onEvent, dialogs, onRows, runAction],
  );
  const columns = useMemo(() => {
    if (!columnTree) return [];
    const built = buildColumns(columnTree, { locale, menuList: props.menuList, ...(props.registry ? { registry: props.registry } : {}) });
    // Row actions need a place: without an operations column the page adds one.
    if (onRows.length === 0 || columnTree.some((c) => c.renderName === 'operations')) return built;
    return [...built, { key: '__menu_actions', title: t('action.column'), fixed: 'right' as const, render: (_: unknown, row: Row) => <MenuRowActions row={row} /> }];
  }, [columnTree, locale, props.menuList, props.registry, onRows, t]);

  const runSearch = (values: FormValues) => {
    const next = searchParams(values, searchDef.state === 'ready' ? searchDef.value : undefined);
    setSearch(next);
    setSearched(true);
    return load(next, { current: 1, pageSize: page.pageSize });
  };

  const pagination: TablePaginationConfig = {
    current: page.current,
    pageSize: page.pageSize,
    total: page.total,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (total) => t('table.total', { total }),
  };
  const onTableChange = (next: TablePaginationConfig) => {
    const pageSize = next.pageSize ?? page.pageSize;
    void load(search, { current: pageSize !== page.pageSize ? 1 : (next.current ?? 1), pageSize });
  };

  if (columnsDef.state === 'failed') return <Alert type="error" showIcon title={t('table.loadFailed')} data-testid="table-load-failed" />;
  const property = columnsDef.state === 'ready' ? (columnsDef.value.property ?? {}) : {};
  const scrollX = (property.scroll as { x?: number | string } | undefined)?.x ?? DEFAULT_SCROLL_X;
  const stats = statisticsEntries(page.statistics);
  const shownForm = formState?.mode === 'create' ? createDef : formDef;

  return (
    <Flex vertical gap={16} data-testid={`table-page-${menuId}`}>
      {searchDef.state === 'ready' ? <DynamicForm definition={searchDef.value} mode="search" onSubmit={runSearch} /> : null}
      {searchDef.state === 'failed' ? <Alert type="error" showIcon title={t('form.loadFailed')} /> : null}
      {/* Every table page exports (the server reads the page's own configuration). */}
      {
        <Space wrap data-testid="table-toolbar">
          {actions.create ? (
            <Button type="primary" icon={<PlusOutlined />} disabled={createDef.state !== 'ready'} onClick={() => setFormState({ mode: 'create', initialValues: {} })} data-testid="table-create">
              {t('table.create')}
            </Button>
          ) : null}
          {toolbar.map((action) => (
            <Button key={action.menuId} onClick={() => runAction(action)} data-testid={`table-action-${action.menuId}`}>
              {actionName(action, locale)}
            </Button>
          ))}
          <ExportButton menuId={menuId} params={{ ...search, ...props.fixedParams }} />
          {menuActionList.length > 0 && selectedKeys.length > 0 ? <span data-testid="table-selected-count">{t('action.selected', { count: selectedKeys.length })}</span> : null}
        </Space>
      }
      {stats.length > 0 && searched ? (
        <Alert
          type="info"
          data-testid="table-statistics"
          title={
            <Flex gap={32} wrap>
              {stats.map((s) => (
                <Statistic key={s.key} title={STAT_KEYS[s.key] ? t(STAT_KEYS[s.key] as 'table.statTotal') : s.key} value={s.value} />
              ))}
            </Flex>
          }
        />
      ) : null}
      {searched ? (
        <TableRuntimeContext.Provider value={runtime}>
        <Table<Row>
          data-testid="table-list"
          rowKey={(row) => idOf(row)}
          columns={columns}
          dataSource={rowsWait ? [] : page.rows}
          loading={loading || rowsWait}
          pagination={pagination}
          onChange={onTableChange}
          scroll={{ x: scrollX }}
          {...(menuActionList.length > 0 ? { rowSelection: { selectedRowKeys: selectedKeys, onChange: (keys: Key[]) => setSelectedKeys(keys) } } : {})}
          bordered
          size="middle"
        />
        </TableRuntimeContext.Provider>
      ) : (
        <Alert
          type="warning"
          showIcon
          data-testid="table-demo-mode"
          title={t('table.demoTitle')}
          description={t('table.demoText')}
          action={searchDef.state === 'none' || searchDef.state === 'failed' ? <Button onClick={() => void runSearch({})}>{t('form.search')}</Button> : undefined}
        />
      )}
      <RowFormModal state={formState} definition={shownForm.state === 'ready' ? shownForm.value : undefined} width={operate.modalWidth} onSubmit={submitForm} onClose={() => setFormState(null)} />
    </Flex>
  );
}
