/**
 * The parent chain's forms (/…/view/{fromView}): additional, additional 2, operating guide (with
 * its audio). Each is saved with `v2/info/temporary/additional`, then the next one opens; after
 * the guide, the questions.
 */
import { isParentOpenStatus, PARENT_FORMS, TESTING_PATHS, errorText, type LovEntry, type ParentForm, type TESTING_CALLS } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { codeOf, isNetworkError, Loading, messageOf, MessagePage, navigate, pathOf, post, Relink, SESSION_GONE, showToast, useLocale, useParentView, whenOnline, type PageProps } from '../../../parent-frame';
import { FormView } from '../forms/FormView';
import type { FormValues, ParentFormDefinition } from '../forms/model';
import { submitTitle } from '../forms/model';
import { GuideAudio } from './GuideAudio';

const GUIDE: ParentForm = 'dream_it_operating_guide_from';

export function FormPage({ route, link, relink, form }: PageProps & { form: string }) {
  const { locale, t } = useLocale();
  const [attempt, setAttempt] = useState(0);
  const view = useParentView(link.testId, attempt);
  // Saved without a network: the page says so, and saves and moves on once the network is back.
  const [offline, setOffline] = useState(false);
  const live = useRef(true);
  const cancelWait = useRef<() => void>(() => undefined);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      cancelWait.current();
    };
  }, []);

  if (view.state === 'loading') return <Loading />;
  if (view.state === 'error') {
    if (codeOf(view.error) === SESSION_GONE) return <Relink relink={relink} />;
    return <MessagePage heading={t('errorHeading')} text={messageOf(view.error)} action={{ label: t('retry'), run: () => setAttempt((n) => n + 1) }} />;
  }
  const data = view.data;
  const index = (PARENT_FORMS as readonly string[]).indexOf(form);
  const definition = data.forms[form] as ParentFormDefinition | undefined;
  if (index < 0 || !definition) return <MessagePage heading={t('errorHeading')} text={t('linkMissing')} />;
  if (!isParentOpenStatus(data.status)) return <MessagePage heading={t('errorHeading')} text={errorText('testAlreadyStarted', locale)} />;

  const nextPath = index + 1 < PARENT_FORMS.length ? pathOf(route.base, { page: 'form', form: PARENT_FORMS[index + 1]! }) : pathOf(route.base, { page: 'questions' });
  const save = async (values: FormValues) => {
    for (;;) {
      try {
        await post<typeof TESTING_CALLS.temporaryAdditional>(TESTING_PATHS.temporaryAdditional, { _id: link.testId, from_name: PARENT_FORMS[index]!, ...values });
        break;
      } catch (error) {
        if (!live.current) return;
        if (codeOf(error) === SESSION_GONE) return relink();
        if (!isNetworkError(error)) {
          showToast(codeOf(error) === null ? t('formSaveFailed') : messageOf(error), 'error');
          return;
        }
        setOffline(true);
        const wait = whenOnline();
        cancelWait.current = wait.cancel;
        await wait.done;
        if (!live.current) return;
      }
    }
    setOffline(false);
    // The page's copy of the test follows, so 'back' shows what was saved.
    data.parents_additional[form] = values;
    navigate(nextPath);
  };

  return (
    <section className="p-card" data-testid={`form-page-${form}`}>
      {definition.description ? <p className="p-step">{`${index + 1} / ${PARENT_FORMS.length + 1}`}</p> : null}
      <FormView
        key={form}
        definition={definition}
        lovs={data.lovs as Record<string, LovEntry[]>}
        saved={data.parents_additional[form]}
        locale={locale}
        submitLabel={submitTitle(definition, locale, t('next'))}
        extra={
          <>
            {form === GUIDE && data.audio.operating_guide ? <GuideAudio src={data.audio.operating_guide} /> : null}
            {offline ? (
              <div className="p-banner p-banner-info" role="status" data-testid="offline-wait">
                {t('offlineWait')}
              </div>
            ) : null}
          </>
        }
        onSubmit={save}
      />
    </section>
  );
}
