/** /dreamits/dreamits_report/test/{id}: the report after submitting a Dream-ITS test. */
import { ScreeningReport } from '../modules/testing/screening/components/ScreeningReport';
import { TestShell } from '../modules/testing/test-screen';

export function ScreeningReportPage({ testId }: { testId: string }) {
  return (
    <TestShell flow="v1" title="Dream-ITS" testId="screening-report-page">
      <ScreeningReport testId={testId} />
    </TestShell>
  );
}
