/** /dreamits/dreamits_report/test/{id}: the report after submitting a Dream-ITS test. */
import { TestShell } from '../modules/testing';
import { ScreeningReport } from '../modules/testing/screening/report';

export function ScreeningReportPage({ testId }: { testId: string }) {
  return (
    <TestShell flow="v1" title="Dream-ITS" testId="screening-report-page">
      <ScreeningReport testId={testId} />
    </TestShell>
  );
}
