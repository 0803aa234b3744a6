/**
 * The parent's pages: the link is opened (or its remembered session resumed), then ready →
 * additional forms → questions → end. The form and question pages load on demand so the first
 * page a parent sees downloads little. A training link (/training/token/…) loads the training
 * pages instead (../training/parent); an early-screening link (/its/run/early/…) resolves to its
 * Dream-ITS test link first (EarlyRun).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from './i18n';
import { EndPage, loadFormPage, loadQuestionsPage, ReadyPage } from '../testing/parent';
import { loadTrainingApp } from '../training/parent';
import { codeOf, messageOf, SESSION_GONE } from './errors';
import { openLink } from './link';
import { isNetworkError, useRetryWhenOnline } from './online';
import { EarlyRun } from './EarlyRun';
import { onDemand } from './on-demand';
import { navigate, parseEarlyRunPath, parseParentPath, parseTrainingPath, usePathname, type ParentRoute } from './router';
import { forgetLink, loadLink, storeTemporaryToken, updateLink, type LinkSession } from './session';
import { Loading, MessagePage, Shell } from './Shell';
import { loadParentView, type Loaded } from './view';
import './styles.css';

/**
 * Opened straight on a form or the questions (a reload), or on a link that resumes there (a
 * reopened link remembers its step): fetch that page's code at once.
 */
export function preloadPageOf(pathname: string): void {
  let route = parseParentPath(pathname);
  const saved = route ? loadLink(route.token) : null;
  if (route?.page === 'ready' && saved?.step && !saved.ended) route = parseParentPath(saved.step);
  if (route?.page === 'questions') void loadQuestionsPage().catch(() => undefined);
  if (route?.page === 'form') void loadFormPage().catch(() => undefined);
  // A link this phone knows: its test is asked for now too, while the page's code still loads.
  if (saved && !saved.ended && (route?.page === 'questions' || route?.page === 'form')) {
    storeTemporaryToken(saved.temToken);
    void loadParentView(saved.testId).catch(() => undefined);
  }
  if (parseTrainingPath(pathname)) void loadTrainingApp().catch(() => undefined);
}
// Without Suspense (on-demand.tsx): a reopened link's questions appear as soon as their code is in.
const FormPage = onDemand(() => loadFormPage().then((m) => m.FormPage));
const QuestionsPage = onDemand(() => loadQuestionsPage().then((m) => m.QuestionsPage));
const TrainingApp = lazy(() => loadTrainingApp().then((m) => ({ default: m.TrainingApp })));

export interface PageProps {
  route: ParentRoute;
  link: LinkSession;
  /** The session was refused (306): forget it and exchange the QR token again. */
  relink(): void;
  /** Remembers progress (step, page, ended) for this link. */
  remember(patch: Partial<LinkSession>): void;
}

export function ParentApp() {
  const pathname = usePathname();
  const route = useMemo(() => parseParentPath(pathname), [pathname]);
  const training = useMemo(() => parseTrainingPath(pathname), [pathname]);
  const early = useMemo(() => parseEarlyRunPath(pathname), [pathname]);
  const { t } = useLocale();
  if (early) return <EarlyRun key={early.cid} cid={early.cid} />;
  if (training) {
    return (
      <Suspense
        fallback={
          <Shell>
            <Loading />
          </Shell>
        }
      >
        <TrainingApp route={training} />
      </Suspense>
    );
  }
  if (!route) {
    return (
      <Shell>
        <MessagePage heading={t('errorHeading')} text={t('linkMissing')} />
      </Shell>
    );
  }
  return <LinkGate key={route.token} route={route} />;
}

function LinkGate({ route }: { route: ParentRoute }) {
  const { t } = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [link, setLink] = useState<Loaded<LinkSession>>({ state: 'loading' });
  const resumed = useRef(false);
  const relink = useCallback(() => {
    forgetLink(route.token);
    setAttempt((n) => n + 1);
  }, [route.token]);
  const remember = useCallback(
    (patch: Partial<LinkSession>) => {
      const next = updateLink(route.token, patch);
      if (next) setLink({ state: 'ready', data: next });
    },
    [route.token],
  );

  useRetryWhenOnline(link.state === 'error' ? link.error : null, () => setAttempt((n) => n + 1));

  useEffect(() => {
    let live = true;
    setLink({ state: 'loading' });
    openLink(route.token, { fresh: attempt > 0 }).then(
      (data) => live && setLink({ state: 'ready', data }),
      (error: unknown) => live && setLink({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [route.token, attempt]);

  // Reopening the link resumes where the parent was (once per page load, from the ready page).
  useEffect(() => {
    if (link.state !== 'ready' || resumed.current) return;
    resumed.current = true;
    const target = link.data.ended ? `${route.base}/end` : link.data.step;
    if (route.page === 'ready' && target && target !== route.base) navigate(target, { replace: true });
  }, [link, route]);

  useEffect(() => {
    if (link.state === 'ready' && !link.data.ended) updateLink(route.token, { step: window.location.pathname });
  }, [link, route]);

  // The form and question pages need the test: ask for it now, while their code still downloads.
  const needsView = route.page === 'form' || route.page === 'questions';
  const testId = link.state === 'ready' ? link.data.testId : null;
  useEffect(() => {
    if (needsView && testId) loadParentView(testId).catch(() => undefined);
  }, [needsView, testId]);

  if (link.state === 'loading') {
    return (
      <Shell>
        <Loading />
      </Shell>
    );
  }
  if (link.state === 'error') {
    const code = codeOf(link.error);
    const retry = code === null || isNetworkError(link.error) ? { label: t('retry'), run: () => setAttempt((n) => n + 1) } : undefined;
    // 306 here is an unknown or revoked QR token: the server's 'please log in' means nothing to a parent.
    return (
      <Shell>
        <MessagePage heading={t('errorHeading')} text={code === SESSION_GONE ? t('linkInvalid') : messageOf(link.error)} action={retry} />
      </Shell>
    );
  }
  // About to resume elsewhere (the effect above): the ready page would only ask the server in vain.
  if (!resumed.current && route.page === 'ready' && !link.data.ended && link.data.step && link.data.step !== route.base) {
    return (
      <Shell>
        <Loading />
      </Shell>
    );
  }
  const props: PageProps = { route, link: link.data, relink, remember };
  return (
    <Shell>
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    </Shell>
  );
}

function Page(props: PageProps) {
  switch (props.route.page) {
    case 'ready':
      return <ReadyPage {...props} />;
    case 'form':
      return <FormPage {...props} form={props.route.form} />;
    case 'questions':
      return <QuestionsPage {...props} />;
    case 'end':
      return <EndPage {...props} />;
  }
}
