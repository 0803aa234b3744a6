/**
 * The early-screening link `/its/run/early/{cid}`: asks the server for the record's Dream-ITS
 * parent link (`early/its/run`) and goes there, so the screening runs through the Dream-ITS parent
 * pages like any test link. The answer is remembered per cid: a phone without network that
 * opened the link before goes straight to the same test link (whose pages the offline worker keeps).
 */
import { useEffect, useState } from 'react';
import { SCREENING_PATHS, type SCREENING_CALLS } from '@portal/shared';
import { codeOf, messageOf } from './errors';
import { get } from './http';
import { useLocale } from './i18n';
import { isNetworkError, useRetryWhenOnline } from './online';
import { navigate } from './router';
import { Loading, MessagePage, Shell } from './Shell';

const KEY = 'early_run:';

function remembered(cid: string): string | null {
  try {
    return localStorage.getItem(KEY + cid);
  } catch {
    return null;
  }
}

export function EarlyRun({ cid }: { cid: string }) {
  const { t } = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<unknown>(null);
  useRetryWhenOnline(error, () => setAttempt((n) => n + 1));

  useEffect(() => {
    let live = true;
    setError(null);
    get<typeof SCREENING_CALLS.run>(SCREENING_PATHS.run, { cid }).then(
      (answer) => {
        try {
          localStorage.setItem(KEY + cid, answer.path);
        } catch {
          // Private mode: the link still opens, only not offline later.
        }
        if (live) navigate(answer.path, { replace: true });
      },
      (failure: unknown) => {
        if (!live) return;
        const known = isNetworkError(failure) ? remembered(cid) : null;
        if (known) navigate(known, { replace: true });
        else setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, [cid, attempt]);

  if (!error) {
    return (
      <Shell>
        <Loading />
      </Shell>
    );
  }
  const retry = codeOf(error) === null || isNetworkError(error) ? { label: t('retry'), run: () => setAttempt((n) => n + 1) } : undefined;
  return (
    <Shell>
      <MessagePage heading={t('errorHeading')} text={messageOf(error)} action={retry} />
    </Shell>
  );
}
