/**
 * The area's test list (SWAM, SPPA, Ment): the child, the tool, the oral-test status and Ment's
 * state; opening a test goes to `/swams/{moduleId}/test/{testId}`.
 */
import { SWAMS_TEST_LIST_MENU, SWAMS_TOOLS, type SwamTestRow, type SwamsTool } from '@portal/shared';
import { Button, Flex, Input, Select, Table } from 'antd';
import { useEffect, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { swamTests } from './api';
import { MentStateTag, OralStatusTag } from './labels';

const PAGE_SIZE = 20;

export function SwamTestList({ moduleId = SWAMS_TEST_LIST_MENU }: { moduleId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [tool, setTool] = useState<SwamsTool | undefined>();
  const [current, setCurrent] = useState(1);
  const [state, setState] = useState<{ list: SwamTestRow[]; total: number; loading: boolean }>({ list: [], total: 0, loading: true });

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    swamTests({ current, pageSize: PAGE_SIZE, name: name || undefined, tools_type: tool }).then(
      (page) => live && setState({ ...page, loading: false }),
      () => live && setState({ list: [], total: 0, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [name, tool, current]);

  const open = (row: SwamTestRow) => void navigate(`/swams/${moduleId}/test/${row._id}`);
  return (
    <Flex vertical gap={12} data-testid="swam-test-list">
      <Flex gap={8} wrap>
        <Input.Search allowClear placeholder={t('swams.search')} style={{ width: 240 }} onSearch={(value) => { setCurrent(1); setName(value.trim()); }} data-testid="swam-search" />
        <Select
          allowClear
          placeholder={t('swams.allTools')}
          style={{ width: 180 }}
          value={tool}
          onChange={(value?: SwamsTool) => { setCurrent(1); setTool(value); }}
          options={SWAMS_TOOLS.map((value) => ({ value, label: value }))}
        />
      </Flex>
      <Table<SwamTestRow>
        rowKey="_id"
        loading={state.loading}
        dataSource={state.list}
        scroll={{ x: 1000 }}
        pagination={{ current, pageSize: PAGE_SIZE, total: state.total, onChange: setCurrent, showSizeChanger: false }}
        onRow={(row) => ({ 'data-testid': `swam-row-${row.test_code}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('swams.col.child'), dataIndex: 'children_name' },
          { title: t('swams.col.code'), dataIndex: 'children_code' },
          { title: t('swams.col.tool'), dataIndex: 'tools_type' },
          { title: t('swams.col.testCode'), dataIndex: 'test_code' },
          { title: t('swams.col.created'), dataIndex: 'createdTime', render: (value: string) => value.slice(0, 10) },
          { title: t('swams.col.oralStatus'), dataIndex: 'oral_status', render: (_: unknown, row) => <OralStatusTag status={row.oral_status} /> },
          { title: t('swams.col.ment'), dataIndex: 'ment_state', render: (_: unknown, row) => <MentStateTag state={row.ment_state} /> },
          { title: t('swams.col.recordings'), dataIndex: 'recordings' },
          {
            title: t('swams.col.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Button type="link" onClick={() => open(row)} data-testid="swam-open">
                {t('swams.open')}
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
