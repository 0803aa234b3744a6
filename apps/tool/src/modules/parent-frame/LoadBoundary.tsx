/**
 * The parent pages' one error boundary. A page whose code did not load (a phone that lost the
 * network mid-load, a new deploy that removed an old chunk) is thrown by onDemand while drawing;
 * without this the whole page went blank. It shows a kind message and a Reload button instead.
 * Reload, not a retry in place: a failed import stays failed for the page's life (the browser's
 * module map and onDemand both keep it), and after a deploy only the new entry knows the new chunks.
 * Any other error a page throws while drawing is not the network's fault, so it does not send the
 * parent to check their connection: it says the page went wrong, offers the same Reload, and says
 * whom to tell if it keeps happening.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocale } from './i18n';
import { PageCodeNotLoaded } from './on-demand';
import { MessagePage, Shell } from './Shell';

export type PageFailure = 'code' | 'page';

/**
 * A module that did not arrive: onDemand's own error, or a browser's failed dynamic import thrown
 * some other way (Chromium, Safari and Firefox word it differently).
 */
export function failureOf(error: unknown): PageFailure {
  if (error instanceof PageCodeNotLoaded) return 'code';
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message) ? 'code' : 'page';
}

export function reloadPage(): void {
  window.location.reload();
}

interface Props {
  children: ReactNode;
  /** What the button does; the page's reload unless a test says otherwise. */
  reload?: () => void;
}

export class LoadBoundary extends Component<Props, { failed: PageFailure | null }> {
  override state: { failed: PageFailure | null } = { failed: null };

  static getDerivedStateFromError(error: unknown): { failed: PageFailure } {
    return { failed: failureOf(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the browser's console for whoever looks at the phone; a missing chunk says enough itself.
    if (failureOf(error) === 'page') console.error('a parent page failed while drawing', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <LoadFailed failure={this.state.failed} reload={this.props.reload ?? reloadPage} /> : this.props.children;
  }
}

export function LoadFailed({ failure, reload }: { failure: PageFailure; reload: () => void }) {
  const { t } = useLocale();
  const [heading, text] = failure === 'code' ? (['loadFailedHeading', 'loadFailed'] as const) : (['pageFailedHeading', 'pageFailed'] as const);
  return (
    <Shell>
      <MessagePage heading={t(heading)} text={t(text)} action={{ label: t('reload'), run: reload }} />
    </Shell>
  );
}
