/** The create/edit dialog: the menu's form (modalProps.fromName) in a modal, submitted by the page. */
import type { FormDefinition } from '@portal/shared';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DynamicForm, type FormValues } from '../form/DynamicForm';

export interface RowFormState {
  mode: 'create' | 'edit';
  /** The row's id (edit). */
  id?: string;
  initialValues: FormValues;
}

export function RowFormModal({ state, definition, width, onSubmit, onClose }: { state: RowFormState | null; definition: FormDefinition | undefined; width: number | string | undefined; onSubmit: (values: FormValues) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={state !== null && definition !== undefined}
      title={t(state?.mode === 'edit' ? 'table.editTitle' : 'table.createTitle')}
      width={width ?? 800}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="table-form-modal"
    >
      {state && definition ? (
        <DynamicForm key={`${state.mode}:${state.id ?? ''}`} definition={definition} mode={state.mode} draftId={state.id} initialValues={state.initialValues} onSubmit={onSubmit} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
