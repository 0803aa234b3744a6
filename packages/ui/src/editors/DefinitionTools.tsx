/**
 * Hook-ups for the definition editors, so renderers need no change: a small toolbar that offers
 * 'edit form definition' / 'edit column definition' to developers while the server's development
 * mode is on, and `EditableDynamicForm`, a DynamicForm with that button above it (remounted
 * after a save so the new definition shows).
 */
import { EditOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DynamicForm, type DynamicFormProps } from '../form/DynamicForm';
import type { RequestFn } from '../http/client';
import { ColumnEditor } from './ColumnEditor';
import { canEditDefinitions, useDevStatus } from './devStatus';
import { FormEditor } from './FormEditor';

export interface DefinitionToolbarProps {
  /** Forms and column definitions the page uses (empty names are left out). */
  formNames?: ReadonlyArray<string | undefined>;
  columnsNames?: ReadonlyArray<string | undefined>;
  /** After a save: e.g. remount the page so it fetches the definition again. */
  onSaved?: () => void;
  request?: RequestFn;
  extra?: ReactNode;
}

/** Nothing for callers who may not edit; otherwise one button per definition, opening its editor. */
export function DefinitionToolbar({ formNames = [], columnsNames = [], onSaved, request, extra }: DefinitionToolbarProps) {
  const { t } = useTranslation();
  const status = useDevStatus(request);
  const [form, setForm] = useState<string | null>(null);
  const [columns, setColumns] = useState<string | null>(null);
  if (!canEditDefinitions(status)) return null;
  const forms = formNames.filter((n): n is string => Boolean(n));
  const cols = columnsNames.filter((n): n is string => Boolean(n));
  if (forms.length === 0 && cols.length === 0) return null;
  return (
    <>
      <Space wrap size={4} data-testid="definition-toolbar" style={{ marginBottom: 8 }}>
        {forms.map((name) => (
          <Button key={`f:${name}`} size="small" type="dashed" icon={<EditOutlined />} onClick={() => setForm(name)} data-testid={`edit-form-definition-${name}`}>
            {t('editor.editFormDefinition')} · {name}
          </Button>
        ))}
        {cols.map((name) => (
          <Button key={`c:${name}`} size="small" type="dashed" icon={<TableOutlined />} onClick={() => setColumns(name)} data-testid={`edit-column-definition-${name}`}>
            {t('editor.editColumnDefinition')} · {name}
          </Button>
        ))}
        {extra}
      </Space>
      <FormEditor fromName={form} onClose={() => setForm(null)} {...(onSaved ? { onSaved: () => onSaved() } : {})} {...(request ? { request } : {})} />
      <ColumnEditor columnsName={columns} onClose={() => setColumns(null)} {...(onSaved ? { onSaved: () => onSaved() } : {})} {...(request ? { request } : {})} />
    </>
  );
}

/**
 * A DynamicForm fetched by `fromName` with the 'edit form definition' button above it for
 * developers; after a save the form is remounted and fetches the new definition.
 */
export function EditableDynamicForm(props: DynamicFormProps & { request?: RequestFn }) {
  const [version, setVersion] = useState(0);
  const { request, ...formProps } = props;
  return (
    <>
      {props.fromName ? <DefinitionToolbar formNames={[props.fromName]} onSaved={() => setVersion((v) => v + 1)} {...(request ? { request } : {})} /> : null}
      <DynamicForm key={version} {...formProps} />
    </>
  );
}

/**
 * For renderers that want the button inside their own dialog (e.g. the table's create/edit
 * modal): `canEdit` says whether to show it, `onEditDefinition(name)` opens the editor, and
 * `editor` must be rendered once. `onSaved` runs after a save (refetch the definition there).
 */
export function useFormDefinitionEditor(options: { onSaved?: (fromName: string) => void; request?: RequestFn } = {}): { canEdit: boolean; onEditDefinition: (fromName: string) => void; editor: ReactNode } {
  const status = useDevStatus(options.request);
  const [name, setName] = useState<string | null>(null);
  const editor = <FormEditor fromName={name} onClose={() => setName(null)} {...(options.onSaved ? { onSaved: options.onSaved } : {})} {...(options.request ? { request: options.request } : {})} />;
  return { canEdit: canEditDefinitions(status), onEditDefinition: setName, editor };
}
