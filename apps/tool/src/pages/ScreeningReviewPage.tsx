/** /dreamits/dreamits_review/test/{id}/report/{reportId}: the review of flagged items (also a drawer on the report page). */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TestShell } from '../modules/testing';
import { FlaggedItems } from '../modules/testing/screening/review';
import { toolPaths } from '../routes';

export function ScreeningReviewPage({ testId, reportId }: { testId: string; reportId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <TestShell flow="v1" title="Dream-ITS" testId="screening-review-page">
      <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('testing.review.title')}
        </Typography.Title>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(toolPaths.screeningReport(testId))} data-testid="back-to-report" data-report-id={reportId}>
          {t('testing.report.backToReport')}
        </Button>
      </Flex>
      <FlaggedItems testId={testId} />
    </TestShell>
  );
}
