/** The parent's ready page: whose test, where, with which tool; 'confirm, start' opens the chain. */
import { errorText, isClosedStatus, isParentOpenStatus, PARENT_FORMS, TESTING_PATHS, type ParentSummary, type TESTING_CALLS } from '@portal/shared';
import { useEffect, useState } from 'react';
import { codeOf, get, Loading, loadParentView, messageOf, MessagePage, navigate, pathOf, SESSION_GONE, useLocale, useRetryWhenOnline, type Loaded, type PageProps } from '../../../parent-frame';
import { loadFormPage, loadQuestionsPage } from './lazy';

/** While the parent reads, the next pages and the test's data come down (not part of the first load). */
function prefetch(testId: string): void {
  const run = () => {
    void loadFormPage().catch(() => undefined);
    void loadQuestionsPage().catch(() => undefined);
    void loadParentView(testId).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 300);
}

export function ReadyPage({ route, link, relink }: PageProps) {
  const { locale, t } = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [summary, setSummary] = useState<Loaded<ParentSummary>>({ state: 'loading' });
  useRetryWhenOnline(summary.state === 'error' ? summary.error : null, () => setAttempt((n) => n + 1));

  // Asked again when the parent switches language: the institution's and the tool's names come
  // from the server in the language of the call (the old ones stay on screen meanwhile).
  useEffect(() => {
    let live = true;
    get<typeof TESTING_CALLS.parentsInfo>(TESTING_PATHS.parentsInfo, { _id: link.testId }).then(
      (data) => {
        if (!live) return;
        setSummary({ state: 'ready', data });
        if (isParentOpenStatus(data.status)) prefetch(link.testId);
      },
      (error: unknown) => {
        if (!live) return;
        if (codeOf(error) === SESSION_GONE) relink();
        else setSummary({ state: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [link.testId, attempt, relink, locale]);

  if (summary.state === 'loading') return <Loading />;
  if (summary.state === 'error') {
    return <MessagePage heading={t('errorHeading')} text={messageOf(summary.error)} action={{ label: t('retry'), run: () => setAttempt((n) => n + 1) }} />;
  }
  const { data } = summary;
  if (!isParentOpenStatus(data.status)) {
    const ended = isClosedStatus(data.status) || data.status === 'Failure';
    return <MessagePage heading={t('errorHeading')} text={errorText(ended ? 'parentTestEnded' : 'testAlreadyStarted', locale)} />;
  }
  const child = data.from_children;
  const rows: Array<[string, string, string]> = [
    ['child-name', t('childName'), child.name],
    ['child-gender', t('childGender'), t(child.gender === 'female' ? 'female' : 'male')],
    ['child-birth', t('childBirth'), child.birth],
    ['institution', t('institution'), data.institution_name],
    ['tool', t('tool'), data.tool_name],
  ];
  return (
    <section className="p-card" data-testid="ready-page">
      <h2>{t('readyHeading')}</h2>
      <p className="p-muted">{t('readyIntro', { institution: data.institution_name })}</p>
      <dl className="p-facts">
        {rows.map(([id, label, value]) => (
          <div key={id} className="p-fact">
            <dt>{label}</dt>
            <dd data-testid={id}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="p-muted p-small">{t('readyWrong')}</p>
      <div className="p-actions">
        <button type="button" className="p-button p-button-primary p-button-block" data-testid="ready-confirm" onClick={() => navigate(pathOf(route.base, { page: 'form', form: PARENT_FORMS[0] }))}>
          {t('readyConfirm')}
        </button>
      </div>
    </section>
  );
}
