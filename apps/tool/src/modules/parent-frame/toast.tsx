/** A small toast for the phone pages (the clinicians' pages use antd's message instead). */
import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  text: string;
  tone: 'error' | 'warning' | 'info';
}

const SHOW_MS = 4000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

export function showToast(text: string, tone: Toast['tone'] = 'info'): void {
  const id = nextId++;
  // The same message twice in a row (a retried call) is shown once.
  toasts = [...toasts.filter((t) => t.text !== text), { id, text, tone }].slice(-3);
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, SHOW_MS);
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = (): Toast[] => toasts;

export function Toasts() {
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (list.length === 0) return null;
  return (
    <div className="p-toasts" role="status" aria-live="polite">
      {list.map((toast) => (
        <div key={toast.id} className={`p-toast p-toast-${toast.tone}`} data-testid="toast">
          {toast.text}
        </div>
      ))}
    </div>
  );
}
