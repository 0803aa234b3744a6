/**
 * One test of the area: its child, tool and state, its report (shown, or made on request once the
 * test or its sitting ended) and its recordings.
 */
import { type SwamTestInfo } from '@portal/shared';
import { PreviewScreen } from '@portal/ui';
import { Button, Card, Descriptions, Empty, Flex, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SpeechReview } from '../speech';
import { makeReport, swamTest } from './api';
import { MentStateTag, OralStatusTag } from './labels';

type Loaded = { testId: string; info: SwamTestInfo | null; failed?: boolean };

export function SwamTestView({ moduleId, testId }: { moduleId: string; testId: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [revision, setRevision] = useState(0);
  const [making, setMaking] = useState(false);

  useEffect(() => {
    let live = true;
    swamTest(testId).then(
      (info) => live && setLoaded({ testId, info }),
      () => live && setLoaded({ testId, info: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [testId, revision]);

  if (!loaded || loaded.testId !== testId) return <Spin data-testid="swam-test-loading" />;
  const info = loaded.info;
  if (!info) return <Result status="404" title={t('swams.notFound')} extra={<Link to={`/swams/${moduleId}`}>{t('swams.back')}</Link>} data-testid="swam-test-missing" />;

  const generate = () => {
    setMaking(true);
    makeReport(info._id).then(
      () => {
        setMaking(false);
        setRevision((r) => r + 1);
      },
      () => setMaking(false),
    );
  };
  const reportPath = info.report_file_id ? `/swams/${moduleId}/test/${info._id}/report/${info.report_file_id}` : null;

  return (
    <Flex vertical gap={16} data-testid="swam-test">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'child', label: t('swams.col.child'), children: `${info.children_name}${info.children_code ? ` (${info.children_code})` : ''}` },
          { key: 'tool', label: t('swams.col.tool'), children: info.tools_type },
          { key: 'code', label: t('swams.col.testCode'), children: info.test_code },
          { key: 'status', label: t('swams.col.oralStatus'), children: <OralStatusTag status={info.oral_status} /> },
          ...(info.ment_state ? [{ key: 'ment', label: t('swams.col.ment'), children: <MentStateTag state={info.ment_state} /> }] : []),
          { key: 'recordings', label: t('swams.col.recordings'), children: t('swams.recordingsCount', { count: info.recordings }) },
        ]}
      />
      <Card
        title={t('swams.report')}
        data-testid="swam-report"
        extra={
          reportPath ? (
            <Link to={reportPath} data-testid="swam-open-report">{t('swams.openReport')}</Link>
          ) : info.report_possible ? (
            <Button type="primary" loading={making} onClick={generate} data-testid="swam-generate">
              {making ? t('swams.generating') : t('swams.generate')}
            </Button>
          ) : null
        }
      >
        {info.report_file_id ? (
          <PreviewScreen key={info.report_file_id} fileId={info.report_file_id} height={720} />
        ) : (
          <Empty description={info.report_possible ? t('swams.noReport') : t('swams.notFinished')} data-testid="swam-no-report" />
        )}
      </Card>
      <Card title={t('swams.recordings')} data-testid="swam-recordings">
        <SpeechReview testId={info._id} />
      </Card>
    </Flex>
  );
}
