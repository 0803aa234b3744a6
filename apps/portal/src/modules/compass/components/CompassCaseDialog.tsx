/**
 * A compass case (dialogs 'compass/caseV1' and 'compass/caseV2'; the case's own version picks
 * the page). An Edit case is 'continue processing': its sections are editable and 'lock and
 * generate report' closes it (confirmed, irreversible) and opens the PDF in the preview modal.
 * A Close or Custom case shows its report first, and its record read-only. The case's PDF has
 * print and download of its own in both places, whichever viewer the preview uses.
 */
import { COMPASS_DIALOGS, isCompassLocked, type CompassInfo } from '@portal/shared';
import { PdfActions, PreviewScreen, useDialogs, type DialogComponentProps } from '@portal/ui';
import { Alert, Button, Descriptions, Empty, Flex, Space, Spin, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPreviewModal } from '../../reports';
import { useCompassCase, type CompassCaseState } from '../hooks/useCompassCase';
import { caseIdOf } from '../rows';
import { BoundReports } from './BoundReports';
import { CompassStatusTag } from './CompassStatusTag';
import { CompassV1Body } from './CompassV1Body';
import { CompassV2Body } from './CompassV2Body';

function CaseReport({ info, state, onPreview }: { info: CompassInfo; state: CompassCaseState; onPreview(fileId: string): void }) {
  const { t } = useTranslation();
  const generate = async (reload: boolean) => {
    const result = await state.report(reload);
    if (result && !info.report_file_id) onPreview(result._id);
  };
  return (
    <Flex vertical gap={8} data-testid="compass-case-report">
      <Flex justify="flex-end" gap={8} wrap>
        {info.report_file_id ? <PdfActions key={info.report_file_id} fileId={info.report_file_id} testId="compass-report" /> : null}
        <Button loading={state.busy} onClick={() => void generate(info.report_file_id !== null)} data-testid="compass-report-generate">
          {info.report_file_id ? t('compass.case.regenerate') : t('compass.case.generate')}
        </Button>
      </Flex>
      {info.report_file_id ? <PreviewScreen key={info.report_file_id} fileId={info.report_file_id} height="min(75vh, 1000px)" /> : <Empty description={t('compass.case.noReportYet')} />}
    </Flex>
  );
}

export function CompassCaseDialog({ data }: DialogComponentProps) {
  const { t } = useTranslation();
  const caseId = caseIdOf(data);
  const state = useCompassCase(caseId);
  const dialogs = useDialogs();
  const [previewId, setPreviewId] = useState<string | null>(null);
  const { info } = state;

  if (!caseId || (state.failed && !info)) return <Empty description={t('compass.case.loadFailed')} data-testid="compass-case-failed" />;
  if (!info) return <Spin data-testid="compass-case-loading" />;
  const locked = isCompassLocked(info.status);
  const editable = !locked;

  const openLink = async () => {
    if (!dialogs) return;
    const result = await dialogs.open({ kind: 'modal', component: COMPASS_DIALOGS.link, data: { _id: info._id }, width: 'min(900px, calc(100vw - 32px))', props: { title: t('compass.link.title') }, key: `compass-link-${info._id}` });
    if (result) await state.reload();
  };
  const openSummary = () => void dialogs?.open({ kind: 'drawer', component: COMPASS_DIALOGS.summary, data: { children_id: info.children_id }, width: 'min(1100px, 95%)', props: { title: `${t('compass.case.summary')} · ${info.children.name}` }, key: `compass-summary-${info.children_id}` });
  const lock = async () => {
    const fileId = await state.lockAndGenerate();
    if (fileId) setPreviewId(fileId);
  };

  const reports = (
    <BoundReports
      reports={info.reports}
      editable={editable}
      onPreview={setPreviewId}
      onAdd={() => void openLink()}
      onUnbind={(reportId) => void state.save({ link_report_ids: info.link_report_ids.filter((id) => id !== reportId) })}
    />
  );
  const body = info.version === 'v2' ? <CompassV2Body key={info.status} info={info} state={state} editable={editable} reports={reports} /> : (
    <Flex vertical gap={12}>
      <CompassV1Body info={info} state={state} editable={editable} />
      {reports}
    </Flex>
  );

  return (
    <Flex vertical gap={12} data-testid="compass-case" data-case-id={info._id} data-version={info.version} data-status={info.status}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Typography.Title level={5} style={{ margin: 0 }} data-testid="compass-case-child">
            {info.children.name}
          </Typography.Title>
          <CompassStatusTag status={info.status} />
          {editable ? <Typography.Text type="secondary">{t('compass.case.continueProcessing')}</Typography.Text> : null}
        </Space>
        <Space wrap>
          <Button onClick={openSummary} disabled={!dialogs} data-testid="compass-open-summary">
            {t('compass.case.summary')}
          </Button>
          {editable ? (
            <Button type="primary" danger loading={state.busy} onClick={() => void lock()} data-testid="compass-lock">
              {t('compass.case.lock')}
            </Button>
          ) : info.report_file_id ? (
            <Button type="primary" onClick={() => setPreviewId(info.report_file_id)} data-testid="compass-view-report">
              {t('compass.case.viewReport')}
            </Button>
          ) : null}
        </Space>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'code', label: t('compass.case.code'), children: info.children.children_code ?? '' },
          { key: 'birthday', label: t('compass.case.birthday'), children: info.children.birthday },
          { key: 'by', label: t('compass.case.createdBy'), children: info.created_by_name },
          { key: 'created', label: t('compass.case.created'), children: dayjs(info.createdTime).format('YYYY-MM-DD HH:mm') },
        ]}
      />
      {locked ? (
        <>
          <Alert type="info" showIcon title={t('compass.case.lockedNotice')} data-testid="compass-locked" />
          <Tabs
            defaultActiveKey="report"
            items={[
              { key: 'report', label: t('compass.case.tabReport'), children: <CaseReport info={info} state={state} onPreview={setPreviewId} /> },
              { key: 'case', label: t('compass.case.tabCase'), children: body },
            ]}
          />
        </>
      ) : (
        body
      )}
      <ReportPreviewModal fileId={previewId} onClose={() => setPreviewId(null)} actions={previewId !== null && !info.reports.some((r) => r.file_id === previewId)} />
    </Flex>
  );
}
