/**
 * Role-to-menu editing (a role's menus are its permissions): pick a role of the current institution,
 * tick its menus in a tree, save with PUT /api/system/role/menus. Needs the system_menu menu.
 */
import { PERMISSION_MENUS, ROLE_CALLS, type RoleMenusResult } from '@portal/shared';
import { callWith, feedback, hasMenu, localName, request, useAuth, useLanguage } from '@portal/ui';
import { Alert, Button, Card, Select, Space, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoPermission, PageFrame } from '../../page';
import { menuIdsToSave, toTreeNodes } from '../roleMenuTree';

export function RoleMenusPage() {
  const { t } = useTranslation();
  const locale = useLanguage();
  const { menuList } = useAuth();
  const allowed = hasMenu(menuList, PERMISSION_MENUS.menuAdmin);
  const [roleId, setRoleId] = useState<string | undefined>(undefined);
  const [data, setData] = useState<RoleMenusResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    setError(null);
    callWith(request, ROLE_CALLS.menus, { query: roleId ? { roleId } : {}, silent: true }).then(
      (r) => {
        if (!live) return;
        setData(r.data);
        setChecked(r.data.checked);
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [allowed, roleId]);

  const treeData = useMemo(() => (data ? toTreeNodes(data.menuTree, locale) : []), [data, locale]);
  const allKeys = useMemo(() => {
    const keys: string[] = [];
    const walk = (nodes: typeof treeData) => nodes.forEach((n) => (keys.push(n.key), walk(n.children ?? [])));
    walk(treeData);
    return keys;
  }, [treeData]);

  if (!allowed) return <NoPermission />;
  // After choosing another role, the tree shows once that role's menus arrived: ticks made on the
  // previous role's tree would be overwritten by the answer (and saved for the wrong role).
  const current = data !== null && (roleId === undefined || data.roleId === roleId);

  async function save() {
    if (!data?.roleId) return;
    setSaving(true);
    try {
      const r = await callWith(request, ROLE_CALLS.saveMenus, { body: { roleId: data.roleId, menuIds: menuIdsToSave(checked) }, silent: true });
      setData(r.data);
      void feedback().message.success(t('editor.roleMenusSaved'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <PageFrame title={t('editor.roleMenusTitle')} crumbs={[{ title: t('common.home'), to: '/' }, { title: t('editor.roleMenusTitle') }]}>
      <Card>
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="role-menus-error" /> : null}
        {!data ? (
          error ? null : <Spin />
        ) : data.roles.length === 0 ? (
          <Alert type="info" title={t('editor.noRoles')} />
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space>
              <span>{t('editor.role')}</span>
              <Select
                style={{ minWidth: 240 }}
                value={roleId ?? data.roleId ?? undefined}
                options={data.roles.map((r) => ({ value: r._id, label: localName(r, locale) }))}
                onChange={(v: string) => setRoleId(v)}
                data-testid="role-menus-role"
              />
              <Button type="primary" loading={saving} disabled={!current} onClick={() => void save()} data-testid="role-menus-save">
                {t('editor.save')}
              </Button>
            </Space>
            {current ? (
              <Tree
                checkable
                selectable={false}
                expandedKeys={allKeys}
                treeData={treeData}
                // Each menu is held on its own: a parent is not implied by its children.
                checkStrictly
                checkedKeys={{ checked, halfChecked: [] }}
                onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
                data-testid="role-menus-tree"
              />
            ) : (
              <Spin data-testid="role-menus-loading" />
            )}
          </Space>
        )}
      </Card>
    </PageFrame>
  );
}
