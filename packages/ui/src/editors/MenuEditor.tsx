/**
 * The menu editor (test-and-training §6): opened by alt-click on a menu label for a role holding
 * system_menu; edits name, nameEn, icon, url, sort and operate (JSON) via POST /api/system/menu/edit.
 */
import type { MenuEditBody, MenuNode } from '@portal/shared';
import { Alert, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestFn } from '../http/client';
import { feedback } from '../http/feedback';
import { request as browserRequest } from '../http/request';

export const MENU_EDIT_API = '/api/system/menu/edit';

interface MenuFields {
  name: string;
  nameEn: string;
  icon: string;
  url: string;
  sort: number;
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
  menu: MenuNode | null;
  onClose: () => void;
  onSaved?: (menu: MenuNode) => void;
  request?: RequestFn;
}

export function MenuEditor({ menu, onClose, onSaved, request = browserRequest }: MenuEditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuFields>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setProblem(null);
    if (menu) form.setFieldsValue({ name: menu.name, nameEn: menu.nameEn, icon: menu.icon, url: menu.url, sort: menu.sort, operate: menu.operate ? JSON.stringify(menu.operate, null, 2) : '' });
  }, [menu, form]);

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
      const body: MenuEditBody = { menuId: menu.menuId, name: values.name.trim(), nameEn: values.nameEn.trim(), icon: values.icon ?? '', url: values.url ?? '', sort: values.sort, operate };
      const result = await request<MenuNode>('POST', MENU_EDIT_API, { data: body, silent: true });
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
      title={t('editor.menuTitle', { name: menu?.menuId ?? '' })}
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
        <Form.Item name="sort" label={t('editor.sort')} rules={[{ required: true }]}>
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
        <Form.Item name="operate" label={t('editor.operate')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 14 }} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} data-testid="editor-problem" /> : null}
    </Modal>
  );
}
