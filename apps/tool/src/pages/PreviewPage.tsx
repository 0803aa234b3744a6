/** /preview/dream/{fileId} and /preview/dreamits/{fileId}: the report preview (platform-core §2.4). */
import { PreviewScreen } from '@portal/ui';

export function PreviewPage({ fileId }: { fileId: string }) {
  return <PreviewScreen fileId={fileId} />;
}
