/**
 * Row actions from `extra.actions` (view, edit, delete), limited to what the page supports. The
 * page handles the events; delete asks first and its confirm button waits for the page.
 */
import { matchesConditionSet, type ConditionSet } from '@portal/shared';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionName, actionsForRow } from '../../actions/menuActions';
import { hasMenu } from '../../identity/permissions';
import { useLanguage } from '../../i18n/useLanguage';
import type { Row } from '../types';
import { useTableRuntime } from '../runtime';
import type { CellProps } from '../types';
import { extraOf } from './values';

export const ROW_ACTIONS = ['view', 'edit', 'delete'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/**
 * The configured actions in their configured order, known and supported ones only; with a row,
 * also only those whose `extra.actionsWhen[action]` condition set it meets (e.g. delete only
 * while a case can still be edited: the server would refuse it anyway).
 */
export function rowActions(extra: Record<string, unknown>, supported: ReadonlySet<RowAction>, row?: Row): RowAction[] {
  const configured = Array.isArray(extra.actions) ? extra.actions : ROW_ACTIONS;
  const when = extra.actionsWhen !== null && typeof extra.actionsWhen === 'object' && !Array.isArray(extra.actionsWhen) ? (extra.actionsWhen as Record<string, unknown>) : {};
  return configured.filter((a): a is RowAction => {
    if (!(ROW_ACTIONS as readonly unknown[]).includes(a) || !supported.has(a as RowAction)) return false;
    const condition = when[a as string];
    return !row || condition === undefined || (typeof condition === 'object' && condition !== null && matchesConditionSet(row, condition as ConditionSet));
  });
}

/** The row's menu actions, one link each; clicking runs the action's flow on this row. */
export function MenuRowActions({ row }: { row: Row }) {
  const locale = useLanguage();
  const { rowMenuActions, runAction, menuList } = useTableRuntime();
  if (!rowMenuActions?.length || !runAction) return null;
  return (
    <>
      {actionsForRow(rowMenuActions, row, (menuId) => hasMenu(menuList, menuId)).map((action) => (
        <Button key={action.menuId} type="link" size="small" onClick={() => runAction(action, row)} data-testid={`table-row-action-${action.menuId}`}>
          {actionName(action, locale)}
        </Button>
      ))}
    </>
  );
}

export function OperationsCell({ row, column }: CellProps) {
  const { t } = useTranslation();
  const { actions, emit, rowMenuActions } = useTableRuntime();
  const shown = emit ? rowActions(extraOf(column), actions, row) : [];
  if (shown.length === 0 && !rowMenuActions?.length) return null;
  return (
    // Wraps rather than hiding actions under the next column when there are more than fit.
    <Space size={0} wrap>
      {shown.map((action) =>
        action === 'delete' ? (
          <Popconfirm key={action} title={t('table.deleteConfirm')} okText={t('table.delete')} cancelText={t('table.cancel')} okButtonProps={{ danger: true, 'data-testid': 'table-delete-ok' }} onConfirm={() => emit?.({ type: 'delete', row })}>
            <Button type="link" size="small" danger data-testid="table-row-delete">
              {t('table.delete')}
            </Button>
          </Popconfirm>
        ) : (
          <Button key={action} type="link" size="small" onClick={() => void emit?.({ type: action, row })} data-testid={`table-row-${action}`}>
            {t(`table.${action}`)}
          </Button>
        ),
      )}
      <MenuRowActions row={row} />
    </Space>
  );
}
