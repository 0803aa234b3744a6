/**
 * The Menus page (menu system_menu, url /menus): every menu — the tree under main_local and the
 * stand-alone permission menus — with add, edit (the shared MenuEditor, as alt-click opens it),
 * move and delete. A portal component rather than a configured table: the tree and moving within
 * it do not fit a flat paged list. After every change the tree and the caller's side menu reload.
 */
import { MENU_CALLS, ROOT_MENU_ID, type MenuInfoTree, type MenuNode } from '@portal/shared';
import { callWith, feedback, localName, MenuEditor, request, useAuthStore, useLanguage } from '@portal/ui';
import { Alert, Button, Card, Descriptions, Empty, Flex, Form, InputNumber, Modal, Popconfirm, Spin, Tree, TreeSelect, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PERMISSIONS_KEY = '__permission_menus__';

function subtreeIds(node: MenuNode, into = new Set<string>()): Set<string> {
  into.add(node.menuId);
  for (const child of node.children ?? []) subtreeIds(child, into);
  return into;
}

function findNode(nodes: readonly MenuNode[], menuId: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.menuId === menuId) return node;
    const inside = findNode(node.children ?? [], menuId);
    if (inside) return inside;
  }
  return undefined;
}

function draftUnder(parentId: string | null): MenuNode {
  return { menuId: '', name: '', nameEn: '', type: parentId === null ? 'permission' : 'item', icon: '', url: '', sort: 0, parentId, operate: null };
}

export function MenusPage() {
  const { t } = useTranslation();
  const locale = useLanguage();
  const store = useAuthStore();
  const [data, setData] = useState<MenuInfoTree | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ menu: MenuNode; mode: 'edit' | 'add' } | null>(null);
  const [moving, setMoving] = useState<MenuNode | null>(null);

  const load = useCallback(async () => {
    try {
      setData((await callWith(request, MENU_CALLS.allTree)).data);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const changed = useCallback(async () => {
    await Promise.all([load(), store.loadLoginInfo()]);
  }, [load, store]);

  const standalone = useMemo(() => (data?.menuList ?? []).filter((m) => m.parentId === null && m.menuId !== ROOT_MENU_ID), [data]);
  const treeData = useMemo((): DataNode[] => {
    const toNode = (node: MenuNode): DataNode => ({
      key: node.menuId,
      title: (
        <span data-testid={`menus-node-${node.menuId}`}>
          {localName(node, locale)} <Typography.Text type="secondary">{node.menuId}</Typography.Text>
        </span>
      ),
      children: (node.children ?? []).map(toNode),
    });
    const perms: DataNode = { key: PERMISSIONS_KEY, title: t('menusPage.permissionRoot'), selectable: false, children: standalone.map(toNode) };
    return [...(data?.menuTree ?? []).map(toNode), perms];
  }, [data, standalone, locale, t]);

  const current = selected && data ? (findNode(data.menuTree, selected) ?? data.menuList.find((m) => m.menuId === selected)) : undefined;

  async function remove(menu: MenuNode) {
    try {
      const result = await callWith(request, MENU_CALLS.delete, { body: { menuId: menu.menuId } });
      void feedback().message.success(t('menusPage.deleted', { count: result.data.revokedGrants }));
      setSelected(null);
      await changed();
    } catch {
      // the call client showed the server's message (e.g. 'still has sub-menus')
    }
  }

  if (failed) return <Alert type="error" showIcon title={t('preview.requestFailed')} />;
  if (!data) return <Spin />;
  return (
    <Flex vertical gap={12} data-testid="menus-page">
      <Alert type="info" showIcon title={t('menusPage.intro')} />
      <Flex gap={16} align="start" wrap>
        <Card size="small" style={{ flex: '1 1 360px', minWidth: 320 }} extra={<Button size="small" onClick={() => setEditing({ menu: draftUnder(null), mode: 'add' })} data-testid="menus-add-permission">{t('menusPage.addPermission')}</Button>}>
          <Tree
            data-testid="menus-tree"
            treeData={treeData}
            defaultExpandedKeys={[ROOT_MENU_ID]}
            selectedKeys={selected ? [selected] : []}
            onSelect={(keys) => setSelected(keys.length > 0 ? String(keys[0]) : null)}
            blockNode
          />
        </Card>
        <Card size="small" style={{ flex: '1 1 420px', minWidth: 320 }} data-testid="menus-detail">
          {current ? (
            <Flex vertical gap={12}>
              <Descriptions
                size="small"
                column={1}
                bordered
                items={[
                  { key: 'id', label: t('editor.menuId'), children: current.menuId },
                  { key: 'name', label: t('editor.name'), children: current.name },
                  { key: 'nameEn', label: t('editor.nameEn'), children: current.nameEn },
                  { key: 'type', label: t('editor.menuType'), children: t(`editor.menuType_${current.type}`) },
                  { key: 'url', label: t('menusPage.url'), children: current.url || t('menusPage.none') },
                  { key: 'icon', label: t('menusPage.icon'), children: current.icon || t('menusPage.none') },
                  { key: 'sort', label: t('editor.sort'), children: current.sort },
                  { key: 'operate', label: t('menusPage.operate'), children: current.operate ? <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(current.operate)}</code> : t('menusPage.none') },
                ]}
              />
              <Flex gap={8} wrap>
                {current.type !== 'permission' || current.parentId !== null ? (
                  <Button onClick={() => setEditing({ menu: draftUnder(current.menuId), mode: 'add' })} data-testid="menus-add">
                    {t('menusPage.add')}
                  </Button>
                ) : null}
                <Button type="primary" onClick={() => setEditing({ menu: current, mode: 'edit' })} data-testid="menus-edit">
                  {t('menusPage.edit')}
                </Button>
                {current.menuId !== ROOT_MENU_ID ? (
                  <>
                    <Button onClick={() => setMoving(current)} data-testid="menus-move">
                      {t('menusPage.move')}
                    </Button>
                    <Popconfirm title={t('menusPage.deleteConfirm', { name: localName(current, locale) })} okText={t('menusPage.delete')} okButtonProps={{ danger: true, ...({ 'data-testid': 'menus-delete-ok' } as Record<string, string>) }} onConfirm={() => remove(current)}>
                      <Button danger data-testid="menus-delete">
                        {t('menusPage.delete')}
                      </Button>
                    </Popconfirm>
                  </>
                ) : null}
              </Flex>
            </Flex>
          ) : (
            <Empty description={t('menusPage.selectHint')} />
          )}
        </Card>
      </Flex>
      <MenuEditor
        menu={editing?.menu ?? null}
        mode={editing?.mode ?? 'edit'}
        onClose={() => setEditing(null)}
        onSaved={(menu) => {
          setSelected(menu.menuId);
          void changed();
        }}
      />
      <MoveMenuModal menu={moving} data={data} onClose={() => setMoving(null)} onMoved={() => void changed()} />
    </Flex>
  );
}

function MoveMenuModal({ menu, data, onClose, onMoved }: { menu: MenuNode | null; data: MenuInfoTree; onClose: () => void; onMoved: () => void }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const [form] = Form.useForm<{ parentId: string | null; sort: number | null }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (menu) form.setFieldsValue({ parentId: menu.parentId, sort: null });
  }, [menu, form]);

  // Not under itself or its own sub-menus: those are left out of the choice (the server refuses them too).
  const banned = useMemo(() => (menu ? subtreeIds(findNode(data.menuTree, menu.menuId) ?? menu) : new Set<string>()), [menu, data]);
  const options = useMemo(() => {
    interface Option {
      value: string;
      title: string;
      disabled: boolean;
      children: Option[];
    }
    const toOption = (node: MenuNode): Option => ({
      value: node.menuId,
      title: `${localName(node, locale)} (${node.menuId})`,
      disabled: banned.has(node.menuId) || node.type === 'permission',
      children: (node.children ?? []).map(toOption),
    });
    return data.menuTree.map(toOption);
  }, [data, banned, locale]);

  async function save() {
    if (!menu) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await callWith(request, MENU_CALLS.move, { body: { menuId: menu.menuId, parentId: values.parentId ?? null, ...(values.sort === null || values.sort === undefined ? {} : { sort: values.sort }) } });
      void feedback().message.success(t('menusPage.moved'));
      onMoved();
      onClose();
    } catch {
      // shown by the call client
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={menu !== null} title={t('menusPage.moveTitle', { name: menu ? localName(menu, locale) : '' })} onCancel={onClose} onOk={() => void save()} okButtonProps={{ loading: saving, ...({ 'data-testid': 'menus-move-ok' } as Record<string, string>) }} destroyOnHidden forceRender>
      <Form form={form} layout="vertical">
        <Form.Item name="parentId" label={t('menusPage.parent')}>
          <TreeSelect
            data-testid="menus-move-parent"
            // Opened while the modal still zooms in, the popup took the field's scaled width (about a
            // fifth of it); a floor keeps the menu names readable.
            styles={{ popup: { root: { minWidth: 360 } } }}
            treeData={options}
            treeDefaultExpandAll
            allowClear={menu?.type === 'permission'}
            placeholder={t('menusPage.noParent')}
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="sort" label={t('editor.sort')} extra={t('editor.sortLast')}>
          <InputNumber min={0} max={100000} precision={0} data-testid="menus-move-sort" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
