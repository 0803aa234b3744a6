/**
 * Menu actions of a table page: the page menu's children (type 'item' or
 * 'permission') whose `operate.steps` is a non-empty list. Stored steps are bare names (the menu
 * schema keeps them as strings), so their params come from the rest of the operate object:
 * `stepParams` by step index or name, and for `f.modal`/`f.drawer` the `modalProps`
 * (`component`, `width`, `key`, everything else handed to the component as its props).
 */
import { matchesConditionSet, type ConditionSet, type Locale, type MenuNode } from '@portal/shared';
import type { FlowStepInput } from '../flow/types';

export type ActionPlacement = 'toolbar' | 'row' | 'both';

export interface MenuAction {
  menuId: string;
  name: string;
  nameEn: string;
  placement: ActionPlacement;
  steps: readonly unknown[];
  modalProps: Record<string, unknown>;
  stepParams: Record<string, unknown>;
  /** `modalProps.showWhen`: a row action shows only on rows meeting this condition set. */
  showWhen?: ConditionSet;
  /**
   * `modalProps.anyMenu`: the action shows only to holders of one of these menus; `{field}` reads
   * the row (a row's tool-specific permission, e.g. the reload-report variants).
   */
  anyMenu?: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function placementOf(value: unknown): ActionPlacement {
  return value === 'row' || value === 'both' ? value : 'toolbar';
}

/** The actions under `menuId` in menu order (sort, then id). */
export function menuActions(menuList: readonly MenuNode[], menuId: string): MenuAction[] {
  return menuList
    .filter((node) => node.parentId === menuId && (node.type === 'item' || node.type === 'permission'))
    .filter((node) => Array.isArray(node.operate?.steps) && node.operate.steps.length > 0)
    .sort((a, b) => a.sort - b.sort || (a.menuId < b.menuId ? -1 : a.menuId > b.menuId ? 1 : 0))
    .map((node) => {
      const operate = node.operate as Record<string, unknown>;
      const modalProps = isRecord(operate.modalProps) ? operate.modalProps : {};
      return {
        menuId: node.menuId,
        name: node.name,
        nameEn: node.nameEn,
        placement: placementOf(modalProps.placement),
        steps: operate.steps as unknown[],
        modalProps,
        stepParams: isRecord(operate.stepParams) ? operate.stepParams : {},
        ...(isRecord(modalProps.showWhen) || Array.isArray(modalProps.showWhen) ? { showWhen: modalProps.showWhen as ConditionSet } : {}),
        ...(Array.isArray(modalProps.anyMenu) ? { anyMenu: modalProps.anyMenu.filter((m): m is string => typeof m === 'string' && m !== '') } : {}),
      };
    });
}

const fillRow = (template: string, row: Record<string, unknown>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(row[key] ?? ''));

/**
 * The row actions a row offers: those whose `showWhen` it meets (or without one), and, when
 * `holds` is given, whose `anyMenu` the user holds one of.
 */
export function actionsForRow(actions: readonly MenuAction[], row: Record<string, unknown>, holds?: (menuId: string) => boolean): MenuAction[] {
  return actions.filter(
    (a) => (!a.showWhen || matchesConditionSet(row, a.showWhen)) && (!a.anyMenu || !holds || a.anyMenu.some((m) => holds(fillRow(m, row)))),
  );
}

export function actionName(action: Pick<MenuAction, 'name' | 'nameEn'>, locale: Locale): string {
  return locale === 'en' ? action.nameEn || action.name : action.name || action.nameEn;
}

export const toolbarActions = (actions: readonly MenuAction[]) => actions.filter((a) => a.placement !== 'row');
export const rowMenuActions = (actions: readonly MenuAction[]) => actions.filter((a) => a.placement !== 'toolbar');

const DIALOG_STEPS = new Set(['f.modal', 'f.drawer']);
/** modalProps keys that configure the dialog step rather than the component. */
const FRAME_KEYS = new Set(['component', 'width', 'key', 'placement', 'showWhen', 'anyMenu']);

/**
 * The steps runFlow receives. `context.rowKey` (the page's row identity) and the action's name
 * (as the dialog title unless modalProps has one) are added to a dialog component's props.
 */
export function actionSteps(action: MenuAction, context: { rowKey: string; locale: Locale }): FlowStepInput[] {
  return action.steps.map((step, index) => {
    if (typeof step !== 'string') return step as FlowStepInput;
    const given = action.stepParams[String(index)] ?? action.stepParams[step];
    if (isRecord(given)) return { name: step, params: given };
    if (!DIALOG_STEPS.has(step) || typeof action.modalProps.component !== 'string') return step;
    const props: Record<string, unknown> = { rowKey: context.rowKey, title: actionName(action, context.locale) };
    for (const [key, value] of Object.entries(action.modalProps)) if (!FRAME_KEYS.has(key)) props[key] = value;
    const params: Record<string, unknown> = { component: action.modalProps.component, props };
    const { width, key } = action.modalProps;
    if (typeof width === 'string' || typeof width === 'number') params.width = width;
    if (typeof key === 'string' && key) params.key = key;
    return { name: step, params };
  });
}
