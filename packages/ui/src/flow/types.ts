/**
 * The menu action flow: names, context and step shape. Everything the steps touch
 * in the outside world (toasts, navigation, dialogs, the user, calls) comes in through
 * `FlowContext`, so the engine runs in node tests exactly as in the browser.
 */
import type { FlowStep, Locale } from '@portal/shared';
import type { z } from 'zod';
import type { HttpMethod } from '../http/client';

// The groups and the step-name grammar live with the stored flow definition (@portal/shared
// FLOW_GROUPS, FLOW_STEP_NAME), so what the server accepts and what the engine runs agree.
export type { FlowGroup } from '@portal/shared';

export type ToastLevel = 'success' | 'info' | 'warning' | 'error';

export interface FlowUser {
  institutionId?: string | null;
}

export type DialogKind = 'modal' | 'drawer';

export interface OpenDialogRequest {
  kind: DialogKind;
  /** Path of a registered component ('child/EditChild'). */
  component: string;
  props?: Record<string, unknown>;
  /** The flow's current result, handed to the component (the selected row, a fetched record). */
  data?: unknown;
  /** Identity in the dialog registry; drawers default to their component path. */
  key?: string;
  width?: string | number;
  /**
   * The open dialog changed what the page under it shows (a timeline edit, an activity added):
   * the page refreshes now, the dialog stays open.
   */
  onChanged?(): void;
}

export interface FlowContext {
  locale: Locale;
  toast(level: ToastLevel, message: string): void;
  /** The table's selected rows. */
  rows(): readonly unknown[];
  user(): FlowUser | null;
  /** A call whose promise gives the answer's data (the call client already toasts failures). */
  request(method: HttpMethod, url: string, params?: Record<string, unknown>): Promise<unknown>;
  navigate(path: string): void;
  closeWindow(): void;
  /** Reloads the table the action belongs to. */
  reload(): void | Promise<void>;
  hasComponent(path: string): boolean;
  /** Opens a modal or drawer; resolves with its finish result once it is finished or closed. */
  open(request: OpenDialogRequest): Promise<unknown>;
  /** Whether the logged-in role holds a menu; absent: no menu is held. */
  hasMenu?(menuId: string): boolean;
  /**
   * Opens a tool-site path in a new tab, logged in (the portal hands its token over); absent on
   * the tool site itself, where `navigate` goes there.
   */
  openToolSite?(path: string): void;
  /** Saves a stored file; absent: the browser download of `preview/services`. */
  download?(file: { _id: string; title: string }, extension: string): Promise<void>;
}

export interface StepRunArgs<P> {
  /** The previous step's result (the run's `input` for the first step). */
  input: unknown;
  params: P;
  ctx: FlowContext;
}

export interface FlowStepDefinition<P = unknown> {
  /** 'group.step', e.g. 'v.isRow'. */
  name: string;
  params: z.ZodType<P>;
  run(args: StepRunArgs<P>): unknown;
}

/**
 * A step as a menu stores it (@portal/shared `flowStep`): its bare name, or its name with
 * params. Widened to any text so that an unchecked definition still gets the spec's messages.
 */
export type FlowStepInput = FlowStep | string | { name: string; params?: unknown };
