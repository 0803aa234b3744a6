/** The flagged items of a test as a table: question, answer, intervention target. */
import { useLanguage } from '@portal/ui';
import { Alert, Empty, Result, Spin, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreeningTest } from '../api';
import { flaggedRows, type FlaggedRow } from './flagged';

export function FlaggedItems({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const query = useScreeningTest(testId);
  const rows = useMemo(
    () => {
      const data = query.data;
      if (!data) return [];
      return flaggedRows({ library: data.questions, flagged: data.flagged_items_list, targets: data.flagged_targets, clinician: data.answer, parents: data.answer_parents }, locale);
    },
    [query.data, locale],
  );
  if (query.isPending) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  if (query.isError) return <Result status="warning" title={t('testing.test.loadFailed')} subTitle={query.error.message} />;
  if (rows.length === 0) return <Empty description={t('testing.review.empty')} data-testid="flagged-empty" />;
  return (
    <div data-testid="flagged-items">
      <Alert type="info" showIcon title={t('testing.review.hint')} style={{ marginBottom: 12 }} />
      <Table<FlaggedRow>
        rowKey="key"
        size="middle"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 640 }}
        footer={() => t('testing.review.count', { count: rows.length })}
        columns={[
          { title: '#', dataIndex: 'index', width: 56 },
          {
            title: t('testing.review.question'),
            key: 'question',
            render: (_, row) => (
              <div data-testid={`flagged-${row.key}`}>
                {row.title ? <Typography.Text type="secondary" style={{ display: 'block', fontSize: '0.9em' }}>{row.title}</Typography.Text> : null}
                {row.question}
                {row.expressive ? <Tag color="purple" style={{ marginInlineStart: 6 }}>{t('question.expressive')}</Tag> : null}
              </div>
            ),
          },
          { title: t('testing.review.answer'), dataIndex: 'answer', width: '25%', render: (text: string | null) => text ?? <Typography.Text type="secondary">{t('testing.review.noAnswer')}</Typography.Text> },
          { title: t('testing.review.target'), dataIndex: 'target', width: '30%', render: (text: string | null) => text ?? <Typography.Text type="secondary">{t('testing.review.noTarget')}</Typography.Text> },
        ]}
      />
    </div>
  );
}
