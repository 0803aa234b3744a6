/** /from/{fromName}: a dynamic form on its own, often inside the mobile app's web view. */
import { HostFormPage } from '../modules/formpage/components/HostFormPage';
import { TestShell } from '../modules/shell';

export function FormPage({ fromName }: { fromName: string }) {
  return (
    <TestShell testId="from-page">
      <HostFormPage fromName={fromName} />
    </TestShell>
  );
}
