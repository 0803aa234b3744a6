/** The irreversible-submit confirmation, as a native modal dialog (focus trapped, Esc cancels). */
import { useEffect, useRef } from 'react';

export interface ConfirmDialogProps {
  title: string;
  body: string;
  ok: string;
  cancel: string;
  busy: boolean;
  onOk(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, body, ok, cancel, busy, onOk, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="p-dialog"
      aria-labelledby="p-dialog-title"
      data-testid="confirm-dialog"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id="p-dialog-title">{title}</h2>
      <p aria-live="polite">{body}</p>
      <div className="p-dialog-actions">
        <button type="button" className="p-button" onClick={onCancel} data-testid="confirm-cancel">
          {cancel}
        </button>
        <button type="button" className="p-button p-button-primary" onClick={onOk} disabled={busy} data-testid="confirm-ok">
          {busy ? <span className="p-spinner" aria-hidden="true" /> : null}
          {ok}
        </button>
      </div>
    </dialog>
  );
}
