/**
 * The frame both definition editors share: a wide modal with cancel/save, the load error, a
 * spinner while loading, and the validation or server problem under the body. The body renders
 * only once the definition is loaded, and receives its loaded header.
 */
import { Alert, Button, Modal, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DefinitionEditorModalProps<H> {
  open: boolean;
  title: string;
  width: string;
  /** data-testid prefix: `${testId}`, `${testId}-save`, `${testId}-load-error`. */
  testId: string;
  header: H | undefined;
  loadError: string | null;
  saving: boolean;
  problem: string | null;
  onSave: () => void;
  onClose: () => void;
  children: (header: H) => ReactNode;
}

export function DefinitionEditorModal<H>({ open, title, width, testId, header, loadError, saving, problem, onSave, onClose, children }: DefinitionEditorModalProps<H>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('editor.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={header === undefined} onClick={onSave} data-testid={`${testId}-save`}>
          {t('editor.save')}
        </Button>,
      ]}
      data-testid={testId}
    >
      {loadError ? <Alert type="error" showIcon title={loadError} data-testid={`${testId}-load-error`} /> : null}
      {header === undefined && !loadError ? <Spin /> : null}
      {header !== undefined ? (
        // The gap of antd's vertical Space "middle", without wrapping the body's fragment in one item.
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: '100%' }}>
          {children(header)}
          {problem ? <Alert type="error" showIcon title={problem} data-testid="editor-problem" /> : null}
        </div>
      ) : null}
    </Modal>
  );
}
