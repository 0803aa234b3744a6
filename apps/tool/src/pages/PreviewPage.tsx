/** /preview/dream/{fileId} and /preview/dreamits/{fileId}: the report preview. */
import { PreviewScreen } from '@portal/ui';

export function PreviewPage({ fileId }: { fileId: string }) {
  return <PreviewScreen fileId={fileId} />;
}
