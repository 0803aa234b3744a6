/**
 * Per-question answer distributions of the completed tests, one tab per tool the server counts
 * (Dream-ITS, Dream-S 2.0, SWAM-S): each question as the test screen shows it, how many answered,
 * and each choice with its count and share of the answers (whole percent; 'no data' when none).
 */
import { QUESTION_STATISTICS_TOOLS, type QuestionDistribution, type QuestionStatisticsResult, type TestCountersResult } from '@portal/shared';
import { localName, request, useLanguage } from '@portal/ui';
import { Empty, Flex, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuestions, type QuestionCall } from '../api';
import { usePercentText } from './CounterBanners';

function QuestionTable({ name }: { name: QuestionCall }) {
  const { t } = useTranslation();
  const percent = usePercentText();
  const [data, setData] = useState<QuestionStatisticsResult | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchQuestions(request, name).then(setData, () => setFailed(true));
  }, [name]);
  if (failed) return <Typography.Text type="danger">{t('statistics.loadFailed')}</Typography.Text>;
  const columns: TableColumnsType<QuestionDistribution> = [
    { key: 'n', title: t('statistics.questions.number'), dataIndex: 'index_count', width: 70 },
    { key: 'q', title: t('statistics.questions.question'), dataIndex: 'question', width: 320 },
    { key: 'a', title: t('statistics.questions.answered'), dataIndex: 'answered', width: 90, align: 'right' },
    {
      key: 'c',
      title: t('statistics.questions.choices'),
      render: (_, row) => (
        <Flex wrap gap={4}>
          {row.choices.map((c) => (
            <Tag key={c.value}>{t('statistics.questions.choice', { label: c.label, count: c.count, percent: percent(c.count, row.answered) })}</Tag>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <>
      <Typography.Text type="secondary">{t('statistics.questions.tests', { count: data?.tests ?? 0 })}</Typography.Text>
      <Table<QuestionDistribution>
        rowKey="key"
        size="small"
        loading={!data}
        columns={columns}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description={t('statistics.questions.empty')} /> }}
        pagination={{ pageSize: 10, showSizeChanger: true, showQuickJumper: true }}
        data-testid={`question-table-${name}`}
      />
    </>
  );
}

export function QuestionDistributions({ counters }: { counters: TestCountersResult }) {
  const locale = useLanguage();
  const names = Object.keys(QUESTION_STATISTICS_TOOLS) as QuestionCall[];
  // A tab is titled as the institution names the tool; one it does not hold by the tool's type.
  const label = (name: QuestionCall) => {
    const row = counters.list.find((r) => r.tools_type === QUESTION_STATISTICS_TOOLS[name]);
    return row ? localName(row, locale) : QUESTION_STATISTICS_TOOLS[name];
  };
  return <Tabs destroyOnHidden items={names.map((name) => ({ key: name, label: label(name), children: <QuestionTable name={name} /> }))} />;
}
