/**
 * The menu editor: opened by alt-click on a menu label for a role holding
 * system_menu, and by the Menus page; edits name, nameEn, icon, url, sort and operate (JSON) via
 * POST /api/system/menu/edit. With `mode="add"` the same form makes a new menu under
 * `menu.parentId` (id and type asked too; an empty order puts it last) via POST /api/system/menu/add.
 */
import { MENU_CALLS, MENU_ID_PATTERN, type MenuEditBody, type MenuNode } from '@portal/shared';
import { Alert, Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWith } from '../http/call';
import type { RequestFn } from '../http/client';
import { feedback } from '../http/feedback';
import { request as browserRequest } from '../http/request';

interface MenuFields {
  menuId: string;
  type: MenuNode['type'];
  name: string;
  nameEn: string;
  icon: string;
  url: string;
  sort: number | null;
  operate: string;
}

/** The operate text as the call wants it: null when empty, an object, else undefined (invalid). */
export function parseOperate(text: string): MenuEditBody['operate'] | undefined {
  if (!text.trim()) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as MenuEditBody['operate']) : undefined;
  } catch {
    return undefined;
  }
}

export interface MenuEditorProps {
  /** The menu to edit; in add mode the draft (its parentId and type are the new menu's). */
  menu: MenuNode | null;
  mode?: 'edit' | 'add';
  onClose: () => void;
  onSaved?: (menu: MenuNode) => void;
  request?: RequestFn;
}

export function MenuEditor({ menu, mode = 'edit', onClose, onSaved, request = browserRequest }: MenuEditorProps) {
  const adding = mode === 'add';
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuFields>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setProblem(null);
    if (!menu) return;
    form.resetFields();
    form.setFieldsValue({ menuId: menu.menuId, type: menu.type, name: menu.name, nameEn: menu.nameEn, icon: menu.icon, url: menu.url, sort: adding ? null : menu.sort, operate: menu.operate ? JSON.stringify(menu.operate, null, 2) : '' });
  }, [menu, form, adding]);

  async function save() {
    if (!menu) return;
    const values = await form.validateFields();
    const operate = parseOperate(values.operate ?? '');
    if (operate === undefined) {
      setProblem(t('editor.operateInvalid'));
      return;
    }
    setSaving(true);
    try {
      const common = { name: values.name.trim(), nameEn: values.nameEn.trim(), icon: values.icon ?? '', url: values.url ?? '', operate, ...(values.sort === null || values.sort === undefined ? {} : { sort: values.sort }) };
      const result = adding
        ? await callWith(request, MENU_CALLS.add, { body: { ...common, menuId: values.menuId.trim(), parentId: menu.parentId, type: values.type }, silent: true })
        : await callWith(request, MENU_CALLS.edit, { body: { ...common, menuId: menu.menuId }, silent: true });
      void feedback().message.success(t('editor.saved'));
      onSaved?.(result.data);
      onClose();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={menu !== null}
      title={adding ? t('editor.menuAddTitle', { parent: menu?.parentId ?? '—' }) : t('editor.menuTitle', { name: menu?.menuId ?? '' })}
      width={640}
      onCancel={onClose}
      forceRender
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('editor.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()} data-testid="menu-editor-save">
          {t('editor.save')}
        </Button>,
      ]}
      data-testid="menu-editor"
    >
      <Form form={form} layout="vertical">
        {adding ? (
          <>
            <Form.Item name="menuId" label={t('editor.menuId')} extra={t('editor.menuIdHelp')} rules={[{ required: true, pattern: MENU_ID_PATTERN, message: t('editor.menuIdHelp') }]}>
              <Input data-testid="menu-editor-id" />
            </Form.Item>
            <Form.Item name="type" label={t('editor.menuType')} rules={[{ required: true }]}>
              <Select
                data-testid="menu-editor-type"
                options={(menu?.parentId === null ? (['permission'] as const) : (['item', 'group', 'permission'] as const)).map((value) => ({ value, label: t(`editor.menuType_${value}`) }))}
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="name" label={t('editor.name')} rules={[{ required: true, whitespace: true }]}>
          <Input data-testid="menu-editor-name" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('editor.nameEn')} rules={[{ required: true, whitespace: true }]}>
          <Input data-testid="menu-editor-name-en" />
        </Form.Item>
        <Form.Item name="icon" label={t('editor.icon')}>
          <Input />
        </Form.Item>
        <Form.Item name="url" label={t('editor.url')}>
          <Input />
        </Form.Item>
        <Form.Item name="sort" label={t('editor.sort')} rules={[{ required: !adding }]} {...(adding ? { extra: t('editor.sortLast') } : {})}>
          <InputNumber min={0} max={100000} precision={0} data-testid="menu-editor-sort" />
        </Form.Item>
        <Form.Item name="operate" label={t('editor.operate')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 14 }} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} data-testid="editor-problem" /> : null}
    </Modal>
  );
}
