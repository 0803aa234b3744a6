/**
 * 'Create from the child list' (/dreamit/{selectChildrenKey}): the institution's children
 * (GET children/list), the most recently added or tested first, searched by name as one types
 * (500 ms), each with a create action; a child outside the tool's ages has it disabled, the
 * reason beside it (the shared picker's rule); 'add a child' opens the children form in place.
 * A switch, on when the page opens, asks the list for the tool's birthday window only, so the
 * pages and the total are of the children who can take the tool (the newest children are often
 * a screening programme's infants, outside most tools' ages).
 */
import { PlusOutlined } from '@ant-design/icons';
import { isoDate, TOOL_AGE_MONTHS, toolBirthdayWindow, type Child, type TestableTool } from '@portal/shared';
import { AddChildDialog, NET_SEARCH_DEBOUNCE_MS, optionsFor, request, spanText, useAuth } from '@portal/ui';
import { App, Button, Card, Flex, Input, Switch, Table, Typography } from 'antd';
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
  const [revision, setRevision] = useState(0);
  const [adding, setAdding] = useState(false);
  const [fitOnly, setFitOnly] = useState(true);
  const today = isoDate(new Date());
  const birthdays = useMemo(() => (fitOnly ? toolBirthdayWindow(toolsType, today) : null), [fitOnly, toolsType, today]);
  const children = useChildren(name, current, revision, birthdays);
  const notes = useMemo(() => new Map(optionsFor(children.data?.list ?? [], toolsType, today, t).map((o) => [o.value, o])), [children.data, toolsType, today, t]);

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
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 12 }}>
        <Input.Search allowClear value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('testing.create.search')} style={{ maxWidth: 360 }} data-testid="child-search" />
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="child-picker-add">
          {t('children.picker.add')}
        </Button>
      </Flex>
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <Switch
          id="child-picker-fit-only"
          checked={fitOnly}
          onChange={(on) => {
            setFitOnly(on);
            setCurrent(1);
          }}
          data-testid="child-fit-only"
        />
        <label htmlFor="child-picker-fit-only">{t('testing.create.fitOnly', { range: spanText(TOOL_AGE_MONTHS[toolsType], t) })}</label>
      </Flex>
      <AddChildDialog
        open={adding}
        request={request}
        onClose={() => setAdding(false)}
        onAdded={(child) => {
          // The new child heads the list (most recent first), ready for its test; one outside the
          // tool's ages is listed too, with its reason, so the switch goes off; the message says
          // why no test can be created for them (the portal's picker says the same).
          setAdding(false);
          setTyped('');
          setCurrent(1);
          setRevision((n) => n + 1);
          const [option] = optionsFor([child], toolsType, today, t);
          if (option!.disabled) {
            setFitOnly(false);
            void message.warning(t('children.picker.addedOutOfRange', { name: child.name, reason: option!.note }));
          } else void message.success(t('children.picker.added', { name: child.name, code: child.children_code }));
        }}
      />
      <Table<Child>
        rowKey="_id"
        size="middle"
        loading={children.isFetching}
        dataSource={children.data?.list ?? []}
        scroll={{ x: 640 }}
        // The table's own placeholder grey is below AA contrast for a sentence someone must read.
        locale={{
          emptyText: (
            <Typography.Text type="secondary" data-testid="child-list-empty">
              {t(fitOnly ? 'testing.create.noChildrenFit' : 'testing.create.noChildren')}
            </Typography.Text>
          ),
        }}
        pagination={{ current, pageSize: CHILDREN_PAGE_SIZE, total: children.data?.total ?? 0, onChange: setCurrent, showSizeChanger: false }}
        columns={[
          { title: t('testing.create.name'), dataIndex: 'name' },
          { title: t('testing.create.gender'), dataIndex: 'gender', render: (g: string) => t(g === 'male' ? 'testing.test.male' : 'testing.test.female') },
          { title: t('testing.create.birth'), dataIndex: 'birthday' },
          { title: t('testing.create.childCodeColumn'), dataIndex: 'children_code' },
          {
            title: t('testing.create.ageColumn'),
            key: 'age',
            render: (_, child) => {
              const note = notes.get(child._id);
              return (
                <Typography.Text type={note?.disabled ? 'danger' : undefined} data-testid={`age-${child._id}`}>
                  {note?.note}
                </Typography.Text>
              );
            },
          },
          {
            title: '',
            key: 'create',
            align: 'right',
            render: (_, child) => (
              <Button type="primary" size="small" icon={<PlusOutlined />} loading={creating === child._id} disabled={creating !== null || notes.get(child._id)?.disabled !== false} onClick={() => void create(child)} data-testid={`pick-${child._id}`}>
                {t('testing.create.createFor')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
