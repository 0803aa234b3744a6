/**
 * A page whose code loads on demand, drawn without React.lazy and Suspense: React holds back
 * content that replaces a Suspense fallback until 300 ms after the fallback appeared (its
 * throttled reveal), which on a reopened link was most of the wait between the questions page's
 * code arriving and its first question. Here the spinner is an ordinary render, and the page is
 * drawn in the same turn its code is in. A failed load is thrown while rendering, as React.lazy does,
 * for the frame's LoadBoundary to show. Every parent page that loads on demand goes through here.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Loading } from './Shell';

/** A page's code that did not arrive, as thrown to the frame's LoadBoundary (the browser's own error is its cause). */
export class PageCodeNotLoaded extends Error {
  constructor(cause: unknown) {
    super('the page’s code did not load', { cause });
    this.name = 'PageCodeNotLoaded';
  }
}

/** `placeholder`: what shows while the code loads (a page with its own frame wants the frame too). */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: ReactNode = <Loading />): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  function OnDemand(props: P) {
    // A component in state is set through the updater form: React would call it as one.
    const [Page, setPage] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Page) return;
      let live = true;
      start().then(
        (component) => live && setPage(() => component),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Page]);
    if (failure) throw new PageCodeNotLoaded(failure.error);
    return Page ? <Page {...props} /> : placeholder;
  }
  return OnDemand;
}
