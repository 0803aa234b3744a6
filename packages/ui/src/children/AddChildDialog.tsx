/**
 * Adding a child without leaving the page: the children page's own form (`children_form`, the
 * same definition and POST children/add), cut to what a new test needs. A blank code is the
 * server's to give.
 */
import { DEFINITION_CALLS, type Child, type ChildAddBody, type FormDefinition } from '@portal/shared';
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWith } from '../http/call';
import type { RequestFn } from '../http/client';
import { DynamicForm } from '../form/DynamicForm';
import { addChild } from './api';

export const CHILDREN_FORM = 'children_form';
/** The fields a new test needs; the rest (contacts, record number) wait for the children page. */
export const QUICK_CHILD_FIELDS = ['name', 'gender', 'birthday', 'children_code', 'parent_phone'] as const;

export function quickChildForm(definition: FormDefinition): FormDefinition {
  const keep = new Set<string>(QUICK_CHILD_FIELDS);
  return {
    ...definition,
    // One column: the dialog is narrow.
    fromItem: definition.fromItem.filter((item) => keep.has(item.keyName)).map((item) => ({ ...item, extra: { ...item.extra, col: 24 } })),
  };
}

export interface AddChildDialogProps {
  open: boolean;
  request: RequestFn;
  onClose: () => void;
  onAdded: (child: Child) => void;
}

export function AddChildDialog({ open, request, onClose, onAdded }: AddChildDialogProps) {
  const { t } = useTranslation();
  const [definition, setDefinition] = useState<FormDefinition | 'failed' | null>(null);
  useEffect(() => {
    if (!open || definition) return;
    let live = true;
    callWith(request, DEFINITION_CALLS.formInfo, { query: { from_name: CHILDREN_FORM } }).then(
      (result) => live && setDefinition(quickChildForm(result.data)),
      () => live && setDefinition('failed'),
    );
    return () => {
      live = false;
    };
  }, [open, definition, request]);

  const submit = async (values: Record<string, unknown>) => {
    try {
      onAdded(await addChild(request, values as ChildAddBody));
    } catch {
      // The call client showed the server's message (a code in use…); the form stays as typed.
    }
  };

  return (
    <Modal open={open} title={t('children.add.title')} footer={null} onCancel={onClose} destroyOnHidden width={520} data-testid="add-child-dialog">
      {definition === 'failed' ? (
        <Alert type="error" showIcon title={t('children.add.loadFailed')} />
      ) : definition ? (
        <DynamicForm definition={definition} services={{ request }} onSubmit={submit} onClose={onClose} />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
