/** /from/{fromName}: a dynamic form on its own, often inside the mobile app's web view. */
import { HostFormPage } from '../modules/definitions';
import { TestShell } from '../modules/testing';

export function FormPage({ fromName }: { fromName: string }) {
  return (
    <TestShell testId="from-page">
      <HostFormPage fromName={fromName} />
    </TestShell>
  );
}
