/**
 * The parent pages' one error boundary. A page whose code did not load (a phone that lost the
 * network mid-load, a new deploy that removed an old chunk) is thrown by onDemand while drawing;
 * without this the whole page went blank. It shows a kind message and a Reload button instead.
 * Reload, not a retry in place: a failed import stays failed for the page's life (the browser's
 * module map and onDemand both keep it), and after a deploy only the new entry knows the new chunks.
 */
import { Component, type ReactNode } from 'react';
import { useLocale } from './i18n';
import { MessagePage, Shell } from './Shell';

export function reloadPage(): void {
  window.location.reload();
}

interface Props {
  children: ReactNode;
  /** What the button does; the page's reload unless a test says otherwise. */
  reload?: () => void;
}

export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <LoadFailed reload={this.props.reload ?? reloadPage} /> : this.props.children;
  }
}

export function LoadFailed({ reload }: { reload: () => void }) {
  const { t } = useLocale();
  return (
    <Shell>
      <MessagePage heading={t('loadFailedHeading')} text={t('loadFailed')} action={{ label: t('reload'), run: reload }} />
    </Shell>
  );
}
