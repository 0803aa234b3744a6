/**
 * React side of the flow's dialog store (flow/drawers.ts): every open entry as an antd Modal or
 * Drawer. The store decides keys, widths and the 400 ms removal; this only draws its snapshot.
 * `useDialogs().open` turns the store's duplicate refusal into the 'already opened the same
 * dialog' warning instead of an unhandled rejection.
 */
import { Drawer, Modal, Result } from 'antd';
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../http/feedback';
import { useLanguage } from '../i18n/useLanguage';
import { createDialogStore, type DialogEntry, type DialogStore } from '../flow/drawers';
import { FlowMessageError } from '../flow/errors';
import type { OpenDialogRequest } from '../flow/types';
import type { Locale } from '@portal/shared';
import { dialogComponents, type DialogComponentRegistry } from './components';

export interface DialogLayer {
  store: DialogStore;
  components: DialogComponentRegistry;
  /** Opens a dialog; a refused duplicate shows the warning and resolves undefined. */
  open(request: OpenDialogRequest): Promise<unknown>;
}

/**
 * Opens through the store; the 'already opened' refusal (and any other plain flow message) is
 * shown with `warn` and resolves undefined, like a dialog closed without a result.
 */
export async function openDialog(store: DialogStore, request: OpenDialogRequest, locale: Locale, warn: (text: string) => void): Promise<unknown> {
  try {
    return await store.open(request);
  } catch (error) {
    if (error instanceof FlowMessageError) {
      warn(error.localized(locale));
      return undefined;
    }
    throw error;
  }
}

const DialogContext = createContext<DialogLayer | null>(null);

/** The dialog layer, or null outside a DialogProvider (cells then skip their dialogs). */
export function useDialogs(): DialogLayer | null {
  return useContext(DialogContext);
}

export function DialogProvider({ store, components, children }: { store?: DialogStore; components?: DialogComponentRegistry; children: ReactNode }) {
  const locale = useLanguage();
  // One store for the provider's lifetime: a language switch must not drop open dialogs.
  const [own] = useState(createDialogStore);
  const s = store ?? own;
  const layer = useMemo<DialogLayer>(
    () => ({ store: s, components: components ?? dialogComponents, open: (request) => openDialog(s, request, locale, (text) => void feedback().message.warning(text)) }),
    [s, components, locale],
  );
  return (
    <DialogContext.Provider value={layer}>
      {children}
      <DialogHost layer={layer} />
    </DialogContext.Provider>
  );
}

/** antd props for one entry: the store's width (95% default for drawers) and open state. */
export function dialogFrameProps(entry: DialogEntry): { open: boolean; width: string | number | undefined; title: string | undefined } {
  const title = entry.props.title;
  return { open: entry.open, width: entry.width, title: typeof title === 'string' ? title : undefined };
}

function DialogBody({ entry, layer }: { entry: DialogEntry; layer: DialogLayer }) {
  const { t } = useTranslation();
  const Component = layer.components.get(entry.component);
  if (!Component) return <Result status="error" title={t('flow.unknownComponent', { path: entry.component })} data-testid="dialog-unknown-component" />;
  return (
    <Component
      data={entry.data}
      props={entry.props}
      finish={(result) => layer.store.finish(entry.key, result)}
      cancel={() => layer.store.cancel(entry.key)}
      changed={() => layer.store.changed(entry.key)}
    />
  );
}

export function DialogHost({ layer }: { layer: DialogLayer }) {
  const entries = useSyncExternalStore(layer.store.subscribe, layer.store.getSnapshot, layer.store.getSnapshot);
  return (
    <>
      {entries.map((entry) => {
        const frame = dialogFrameProps(entry);
        const cancel = () => layer.store.cancel(entry.key);
        return entry.kind === 'drawer' ? (
          <Drawer key={entry.key} open={frame.open} size={frame.width} title={frame.title} onClose={cancel} data-testid={`dialog-drawer-${entry.key}`}>
            <DialogBody entry={entry} layer={layer} />
          </Drawer>
        ) : (
          <Modal key={entry.key} open={frame.open} width={frame.width} title={frame.title} onCancel={cancel} footer={null} data-testid={`dialog-modal-${entry.key}`}>
            <DialogBody entry={entry} layer={layer} />
          </Modal>
        );
      })}
    </>
  );
}
