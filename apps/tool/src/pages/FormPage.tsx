/** /from/{fromName}: a dynamic form on its own, often inside the mobile app's web view. */
import { HostFormPage } from '../modules/definitions/components/HostFormPage';
import { TestShell } from '../modules/testing/test-screen';

export function FormPage({ fromName }: { fromName: string }) {
  return (
    <TestShell testId="from-page">
      <HostFormPage fromName={fromName} />
    </TestShell>
  );
}
