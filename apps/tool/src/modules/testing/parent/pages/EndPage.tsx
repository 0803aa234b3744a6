/** The end page: thanks, what happens next; the temporary session is released once (temporary/failure). */
import { TESTING_PATHS, type TESTING_CALLS } from '@portal/shared';
import { useEffect } from 'react';
import { post, useLocale, type PageProps } from '../../../parent-frame';

// Per page load as well as in storage: React may run the effect twice in development.
const released = new Set<string>();

export function EndPage({ link, remember }: PageProps) {
  const { t } = useLocale();
  useEffect(() => {
    if (link.released || released.has(link.temToken)) return;
    released.add(link.temToken);
    // Remembered before the call: a reload while it is under way must not send a second one.
    remember({ released: true, ended: true });
    void post<typeof TESTING_CALLS.temporaryFailure>(TESTING_PATHS.temporaryFailure, { tem_token: link.temToken }).catch(() => undefined);
  }, [link.released, link.temToken, remember]);
  return (
    <section className="p-card p-end" data-testid="end-page">
      <div className="p-end-mark" aria-hidden="true">
        ✓
      </div>
      <h2>{t('endHeading')}</h2>
      <p>{t('endBody', { institution: link.institution })}</p>
      <p className="p-muted">{t('endClose')}</p>
    </section>
  );
}
