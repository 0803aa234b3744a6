/** A recording FlowContext for unit tests: every effect is captured, nothing touches a browser. */
import type { HttpMethod } from '../http/client';
import type { FlowContext, OpenDialogRequest, ToastLevel } from './types';

export interface Recorded {
  toasts: [ToastLevel, string][];
  navigations: string[];
  closed: number;
  reloads: number;
  requests: { method: HttpMethod; url: string; params?: Record<string, unknown> }[];
  opened: OpenDialogRequest[];
}

export function recordingContext(overrides: Partial<FlowContext> = {}): { ctx: FlowContext; recorded: Recorded } {
  const recorded: Recorded = { toasts: [], navigations: [], closed: 0, reloads: 0, requests: [], opened: [] };
  const ctx: FlowContext = {
    locale: 'en',
    toast: (level, message) => void recorded.toasts.push([level, message]),
    rows: () => [],
    user: () => ({ institutionId: 'inst-1' }),
    request: async (method, url, params) => {
      recorded.requests.push(params === undefined ? { method, url } : { method, url, params });
      return { answered: url };
    },
    navigate: (path) => void recorded.navigations.push(path),
    closeWindow: () => void (recorded.closed += 1),
    reload: () => void (recorded.reloads += 1),
    hasComponent: (path) => path.startsWith('known/'),
    open: async (request) => {
      recorded.opened.push(request);
      return { finished: request.component };
    },
    ...overrides,
  };
  return { ctx, recorded };
}
