/**
 * Binding reports to a case (dialog 'compass/link'): the child's tests (GET
 * dream/test/search by children_id), each with its reports as radio choices (version and
 * creation date), a preview and 'cancel selection'; a search over test codes and tools; the
 * chosen reports listed with their editable remark (POST dream/report/info). Saving binds them
 * (PUT compass/update {_id, link_report_ids}) and finishes with the ids.
 */
import { isCompassLocked, type BoundReport, type CompassInfo, type SearchedTest } from '@portal/shared';
import { feedback, request, type DialogComponentProps } from '@portal/ui';
import { Alert, Button, Card, Empty, Flex, Input, Radio, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPreviewModal } from '../../reports';
import { fetchCompass, fetchReports, searchChildTests, updateCompass } from '../api';
import { chosenReportIds, filterTests, initialChoice, withCarriedRemarks, type LinkChoice } from '../linkSelection';
import { caseIdOf } from '../rows';
import { BoundReports } from './BoundReports';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

function TestChoice({ test, chosen, onChoose, onPreview }: { test: SearchedTest; chosen: string | undefined; onChoose(reportId: string | null): void; onPreview(fileId: string): void }) {
  const { t } = useTranslation();
  const previewed = test.reports.find((r) => r._id === chosen) ?? test.reports[0];
  return (
    <Card
      size="small"
      data-testid={`compass-link-test-${test.test_code}`}
      title={
        <Space wrap>
          <Typography.Text strong>{test.tools_type}</Typography.Text>
          <Typography.Text>{test.test_code}</Typography.Text>
          <Typography.Text type="secondary">{dayjs(test.createdTime).format(DATE_TIME)}</Typography.Text>
        </Space>
      }
      extra={
        <Space size={4}>
          <Button size="small" type="link" disabled={!previewed} onClick={() => previewed && onPreview(previewed.file_id)} data-testid="compass-link-preview">
            {t('compass.link.preview')}
          </Button>
          <Button size="small" type="link" disabled={!chosen} onClick={() => onChoose(null)} data-testid="compass-link-cancel">
            {t('compass.link.cancelSelection')}
          </Button>
        </Space>
      }
    >
      {test.reports.length === 0 ? (
        <Typography.Text type="secondary">{t('compass.link.noReports')}</Typography.Text>
      ) : (
        <Radio.Group value={chosen ?? null} onChange={(e) => onChoose(String(e.target.value))}>
          <Flex wrap gap={8}>
            {test.reports.map((report) => (
              <Radio key={report._id} value={report._id} data-testid={`compass-link-report-${report._id}`}>
                {t('compass.link.reportOption', { version: report.report_version, created: dayjs(report.createdTime).format(DATE_TIME) })}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      )}
    </Card>
  );
}

export function LinkReportsDialog({ data, finish, cancel }: DialogComponentProps) {
  const { t } = useTranslation();
  const caseId = caseIdOf(data);
  const [loaded, setLoaded] = useState<{ info: CompassInfo; tests: SearchedTest[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<LinkChoice>({});
  const [query, setQuery] = useState('');
  const [chosenReports, setChosenReports] = useState<BoundReport[]>([]);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!caseId) return;
    let live = true;
    (async () => {
      const info = await fetchCompass(request, caseId);
      const tests = await searchChildTests(request, info.children_id);
      if (!live) return;
      setLoaded({ info, tests });
      setChoice(initialChoice(tests, info.link_report_ids));
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [caseId]);

  const ids = useMemo(() => (loaded ? chosenReportIds(choice, loaded.tests, loaded.info.link_report_ids) : []), [choice, loaded]);
  const idsKey = ids.join(',');
  useEffect(() => {
    let live = true;
    fetchReports(request, idsKey ? idsKey.split(',') : []).then(
      (reports) => live && setChosenReports(reports),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [idsKey]);

  if (!caseId || failed) return <Empty description={t('compass.case.loadFailed')} data-testid="compass-link-failed" />;
  if (!loaded) return <Spin data-testid="compass-link-loading" />;
  const locked = isCompassLocked(loaded.info.status);

  const save = async () => {
    setSaving(true);
    try {
      await updateCompass(request, { _id: caseId, link_report_ids: ids });
      void feedback().message.success(t('compass.link.saved'));
      finish(ids);
    } catch {
      // the call client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const shown = filterTests(loaded.tests, query);
  return (
    <Flex vertical gap={12} data-testid="compass-link">
      {locked ? <Alert type="warning" showIcon title={t('compass.case.lockedNotice')} /> : null}
      <Input.Search allowClear placeholder={t('compass.link.search')} value={query} onChange={(e) => setQuery(e.target.value)} data-testid="compass-link-search" />
      <Flex vertical gap={8} style={{ maxHeight: '50vh', overflowY: 'auto' }}>
        {shown.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compass.link.noTests')} /> : null}
        {shown.map((test) => (
          <TestChoice
            key={test._id}
            test={test}
            chosen={choice[test._id]}
            onPreview={setPreviewId}
            onChoose={(reportId) =>
              setChoice((before) => {
                const next = { ...before };
                if (reportId) next[test._id] = reportId;
                else delete next[test._id];
                return next;
              })
            }
          />
        ))}
      </Flex>
      <BoundReports reports={withCarriedRemarks(chosenReports, loaded.info.reports)} editable={!locked} onPreview={setPreviewId} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text data-testid="compass-link-count">{t('compass.link.chosen', { count: ids.length })}</Typography.Text>
        <Space>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={locked} onClick={() => void save()} data-testid="compass-link-save">
            {t('compass.link.save')}
          </Button>
        </Space>
      </Flex>
      <ReportPreviewModal fileId={previewId} onClose={() => setPreviewId(null)} />
    </Flex>
  );
}
