/**
 * The reports a case rests on: tool, test code, version, date, the summary
 * standard scores, an editable remark, preview, and — while the case is edited — unbind and
 * 'add reports' (the link dialog).
 */
import type { BoundReport } from '@portal/shared';
import { localName, useLanguage } from '@portal/ui';
import { Button, Card, Empty, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RemarkInput } from './RemarkInput';

export interface BoundReportsProps {
  reports: readonly BoundReport[];
  editable: boolean;
  onPreview(fileId: string): void;
  onUnbind?(reportId: string): void;
  onAdd?(): void;
}

export function BoundReports({ reports, editable, onPreview, onUnbind, onAdd }: BoundReportsProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const columns: TableColumnsType<BoundReport> = [
    { title: t('compass.reports.tool'), dataIndex: 'tools_type', width: 110 },
    { title: t('compass.reports.testCode'), key: 'code', width: 130, render: (_, r) => r.from_test.test_code },
    { title: t('compass.reports.version'), dataIndex: 'report_version', width: 70 },
    { title: t('compass.reports.created'), key: 'created', width: 140, render: (_, r) => dayjs(r.createdTime).format('YYYY-MM-DD HH:mm') },
    {
      title: t('compass.reports.scores'),
      key: 'scores',
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          {r.summary.map((s) => (
            <Tag key={s.key} color={s.light === 'red' ? 'error' : s.light === 'green' ? 'success' : undefined}>
              {`${localName({ name: s.name.zh, nameEn: s.name.en }, locale)} ${s.standard}`}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('compass.reports.remark'), key: 'remark', width: 180, render: (_, r) => <RemarkInput fileId={r.file_id} value={r.remark} disabled={!editable} testId={`compass-report-remark-${r._id}`} /> },
    {
      title: '',
      key: 'actions',
      width: 150,
      render: (_, r) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => onPreview(r.file_id)} data-testid={`compass-report-preview-${r._id}`}>
            {t('compass.reports.preview')}
          </Button>
          {editable && onUnbind ? (
            <Button size="small" type="link" danger onClick={() => onUnbind(r._id)} data-testid={`compass-report-unbind-${r._id}`}>
              {t('compass.reports.unbind')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={t('compass.reports.title')}
      extra={
        editable && onAdd ? (
          <Button size="small" type="primary" onClick={onAdd} data-testid="compass-reports-add">
            {t('compass.reports.add')}
          </Button>
        ) : null
      }
      data-testid="compass-bound-reports"
    >
      {reports.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compass.reports.none')} />
      ) : (
        <Table<BoundReport> size="small" rowKey="_id" columns={columns} dataSource={[...reports]} pagination={false} scroll={{ x: 900 }} data-testid="compass-bound-reports-table" />
      )}
    </Card>
  );
}
