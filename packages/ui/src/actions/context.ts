/**
 * The flow context of a table page's menu action: the selected rows (or the clicked
 * row of a row action), the logged-in user, calls through the call client, the page's reload,
 * navigation and the dialog layer. Pure wiring, so it is tested without React.
 */
import type { Locale } from '@portal/shared';
import type { FlowContext, FlowUser, OpenDialogRequest, ToastLevel } from '../flow/types';
import type { HttpMethod, RequestFn } from '../http/client';

export interface ActionContextDeps {
  locale: Locale;
  rows(): readonly unknown[];
  user(): FlowUser | null;
  request: RequestFn;
  toast(level: ToastLevel, message: string): void;
  reload(): void | Promise<void>;
  navigate(path: string): void;
  closeWindow?: () => void;
  /** The dialog layer (absent outside a DialogProvider: every component path is then unknown). */
  dialogs?: { has(path: string): boolean; open(request: OpenDialogRequest): Promise<unknown> } | null;
  hasMenu?: (menuId: string) => boolean;
  openToolSite?: (path: string) => void;
}

export function createActionContext(deps: ActionContextDeps): FlowContext {
  return {
    locale: deps.locale,
    toast: deps.toast,
    rows: () => [...deps.rows()],
    user: deps.user,
    async request(method: HttpMethod, url: string, params?: Record<string, unknown>) {
      const answer = method === 'GET' ? await deps.request('GET', url, params ? { params: params as Record<string, string> } : {}) : await deps.request(method, url, params ? { data: params } : {});
      return answer.data;
    },
    navigate: deps.navigate,
    closeWindow: deps.closeWindow ?? (() => undefined),
    reload: deps.reload,
    hasComponent: (path) => deps.dialogs?.has(path) ?? false,
    open: (request) => (deps.dialogs ? deps.dialogs.open(request) : Promise.resolve(undefined)),
    ...(deps.hasMenu ? { hasMenu: deps.hasMenu } : {}),
    ...(deps.openToolSite ? { openToolSite: deps.openToolSite } : {}),
  };
}

/** The selected rows of the current page, in page order. */
export function selectedRows<R>(rows: readonly R[], keys: readonly unknown[], idOf: (row: R) => string): R[] {
  const wanted = new Set(keys.map(String));
  return rows.filter((row) => wanted.has(idOf(row)));
}
