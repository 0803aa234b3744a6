/** The counters per tool, a row each (the tool as the institution names it), the sum below. */
import { TEST_COUNTERS, type TestCountersResult } from '@portal/shared';
import { localName, useLanguage } from '@portal/ui';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePercentText } from './CounterBanners';

type Row = TestCountersResult['list'][number];

export function CountersTable({ data }: { data: TestCountersResult }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const percent = usePercentText();
  const columns: TableColumnsType<Row> = [
    { key: 'tool', title: t('statistics.tool'), render: (_, row) => localName(row, locale), fixed: 'left', width: 260 },
    ...TEST_COUNTERS.map((key) => ({ key, dataIndex: key, title: t(`statistics.counters.${key}`), align: 'right' as const, width: 110 })),
    { key: 'pass', title: t('statistics.passRate'), align: 'right', width: 100, render: (_, row) => percent(row.adopted, row.completed) },
  ];
  return (
    <Table<Row>
      data-testid="statistics-table"
      rowKey="tools_type"
      size="small"
      pagination={false}
      scroll={{ x: 1200 }}
      columns={columns}
      dataSource={data.list}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>{t('statistics.allTools')}</Table.Summary.Cell>
          {TEST_COUNTERS.map((key, i) => (
            <Table.Summary.Cell key={key} index={i + 1} align="right">
              {data.total[key]}
            </Table.Summary.Cell>
          ))}
          <Table.Summary.Cell index={TEST_COUNTERS.length + 1} align="right">
            {percent(data.total.adopted, data.total.completed)}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
