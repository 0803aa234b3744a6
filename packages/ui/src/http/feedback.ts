/**
 * Where the call client and the auth code send their toasts, notices and confirmations. antd's
 * static `message`/`notification`/`Modal` cannot read ConfigProvider (theme, locale), so
 * `FeedbackBridge` swaps in the context-aware instances from `App.useApp()` once React mounts;
 * the static ones only cover calls made before that.
 */
import { message, Modal, notification, type App } from 'antd';

export type Feedback = ReturnType<typeof App.useApp>;

let current: Feedback = { message, notification, modal: Modal as unknown as Feedback['modal'] };

export function setFeedback(next: Feedback): void {
  current = next;
}

export function feedback(): Feedback {
  return current;
}
