/**
 * The phone pages' frame: a slim header (title, text size, language), the page notices right under
 * it, and the page. A notice (answers waiting to be sent) lives in the header's sticky block, not
 * over the page: it pushes the questions down instead of covering their first lines.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocale, setLocale, type ParentTextKey } from './i18n';
import { FONT_SIZES, setFontSize, storedFontSize, type FontSize } from './font-size';
import { Toasts } from './toast';

const SIZE_LABEL: Record<FontSize, ParentTextKey> = { standard: 'fontStandard', large: 'fontLarge', extraLarge: 'fontExtraLarge' };

const NoticeSlot = createContext<HTMLElement | null>(null);

/** Shows its children under the header (in the frame's sticky block); in place outside a Shell. */
export function TopNotice({ children }: { children: ReactNode }) {
  const slot = useContext(NoticeSlot);
  return slot ? createPortal(children, slot) : <>{children}</>;
}

export function Shell({ title, children }: { title?: string | undefined; children: ReactNode }) {
  const { locale, t } = useLocale();
  const [size, setSize] = useState<FontSize>(storedFontSize);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <div className="p-app">
      <div className="p-top">
        <header className="p-header">
          <h1 className="p-header-title">{title || t('title')}</h1>
          <label className="p-size">
            <span className="p-visually-hidden">{t('fontSize')}</span>
            <select
              value={size}
              aria-label={t('fontSize')}
              data-testid="font-size"
              onChange={(event) => {
                const next = event.target.value as FontSize;
                setSize(next);
                setFontSize(next);
              }}
            >
              {FONT_SIZES.map((s) => (
                <option key={s} value={s}>
                  {t(SIZE_LABEL[s])}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="p-lang" aria-label={t('languageLabel')} data-testid="language" onClick={() => setLocale(locale === 'zh' ? 'en' : 'zh')}>
            {t('language')}
          </button>
        </header>
        <div className="p-notices" ref={setSlot} data-testid="top-notices" />
      </div>
      <NoticeSlot.Provider value={slot}>
        <main className="p-main">{children}</main>
      </NoticeSlot.Provider>
      <Toasts />
    </div>
  );
}

/** A whole-page message: a link that cannot be opened, a test no longer open. */
export function MessagePage({ heading, text, action }: { heading: string; text: string; action?: { label: string; run: () => void } | undefined }) {
  return (
    <section className="p-card p-message" data-testid="message-page">
      <h2>{heading}</h2>
      <p data-testid="message-text">{text}</p>
      {action ? (
        <button type="button" className="p-button p-button-primary" onClick={action.run}>
          {action.label}
        </button>
      ) : null}
    </section>
  );
}

export function Loading() {
  const { t } = useLocale();
  return (
    <div className="p-loading" role="status" aria-live="polite">
      <span className="p-spinner" aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

/** Shown while a refused session (306) is exchanged again: the effect, not the render, starts it. */
export function Relink({ relink }: { relink: () => void }) {
  useEffect(() => relink(), [relink]);
  return <Loading />;
}
