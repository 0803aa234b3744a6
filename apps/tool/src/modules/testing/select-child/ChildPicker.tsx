/**
 * 'Create from the child list' (/dreamit/{selectChildrenKey}): the institution's
 * children (GET children/list), searched by name as one types (500 ms), each with a create action.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { Child, TestableTool } from '@portal/shared';
import { NET_SEARCH_DEBOUNCE_MS, useAuth } from '@portal/ui';
import { App, Button, Card, Input, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHILDREN_PAGE_SIZE, createTest, useChildren } from '../create/api';
import { openTestPath } from '../create/navigation';

export function ChildPicker({ toolsType }: { toolsType: TestableTool }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { menuList } = useAuth();
  const menuIds = useMemo(() => new Set(menuList.map((m) => m.menuId)), [menuList]);
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [current, setCurrent] = useState(1);
  const [creating, setCreating] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setName(typed.trim());
      setCurrent(1);
    }, NET_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const children = useChildren(name, current);

  const create = async (child: Child) => {
    setCreating(child._id);
    try {
      const created = await createTest({ tools_type: toolsType, children_id: child._id });
      void message.success(t('testing.create.created'));
      void navigate(openTestPath(created, menuIds));
    } catch {
      // The call client showed the server's message.
    } finally {
      setCreating(null);
    }
  };

  return (
    <Card title={<>{t('testing.create.selectTitle')} <Typography.Text type="secondary">{toolsType}</Typography.Text></>} data-testid="child-picker">
      <Input.Search allowClear value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('testing.create.search')} style={{ maxWidth: 360, marginBottom: 12 }} data-testid="child-search" />
      <Table<Child>
        rowKey="_id"
        size="middle"
        loading={children.isFetching}
        dataSource={children.data?.list ?? []}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('testing.create.noChildren') }}
        pagination={{ current, pageSize: CHILDREN_PAGE_SIZE, total: children.data?.total ?? 0, onChange: setCurrent, showSizeChanger: false }}
        columns={[
          { title: t('testing.create.name'), dataIndex: 'name' },
          { title: t('testing.create.gender'), dataIndex: 'gender', render: (g: string) => t(g === 'male' ? 'testing.test.male' : 'testing.test.female') },
          { title: t('testing.create.birth'), dataIndex: 'birthday' },
          { title: t('testing.create.childCodeColumn'), dataIndex: 'children_code' },
          {
            title: '',
            key: 'create',
            align: 'right',
            render: (_, child) => (
              <Button type="primary" size="small" icon={<PlusOutlined />} loading={creating === child._id} disabled={creating !== null} onClick={() => void create(child)} data-testid={`pick-${child._id}`}>
                {t('testing.create.createFor')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
