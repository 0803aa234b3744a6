/**
 * The questions page body: one page of questions (numbered across pages, no gaps), audio, the
 * waiting banner, previous/next/submit. Unanswered parts after a submit: named by number and part,
 * the page of the first one opened, scrolled to it, and every missing one on the page marked.
 */
import {
  baseKeyOf,
  expressiveKey,
  isLastPage,
  missingMessage,
  missingQuestions,
  movePage,
  pageQuestionKeys,
  questionNumbers,
  unansweredKeys,
  type AnswerValue,
  type ParentTestView,
} from '@portal/shared';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnswerQueue } from '../../../answer-queue';
import { CheckedQuestionView } from '@portal/ui/questions/CheckedQuestionView';
import { codeOf, messageOf, showToast, TopNotice, updateLink, useLocale } from '../../../parent-frame';
import { isAudioBusy, unlockAudio } from './audio';
import { ConfirmDialog } from './ConfirmDialog';
import { parentLibrary } from './library';
import { audioPlayedMark, openingPage, waitsForAudio } from './opening';
import { QuestionAudio, usePageAudio } from './QuestionAudio';
import { WaitingBanner } from './WaitingBanner';

export interface QuestionnaireProps {
  view: ParentTestView;
  queue: AnswerQueue;
  token: string;
  savedPage: number | null;
  onEnded(): void;
}

type Answers = Record<string, AnswerValue>;

const cardId = (key: string) => `pq-${key}`;

export function Questionnaire({ view, queue, token, savedPage, onEnded }: QuestionnaireProps) {
  const { locale, t } = useLocale();
  const library = useMemo(() => parentLibrary(view), [view]);
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  const [answers, setAnswers] = useState<Answers>(() => queue.overlay(view.answer_parents));
  const [page, setPage] = useState(() => openingPage(library, answers, savedPage));
  const [showErrors, setShowErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // The answer key to bring into view once its page has rendered (the first missing one).
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // What the server listed as unanswered at the last submit, until answered again here.
  const [serverMissing, setServerMissing] = useState<ReadonlySet<string>>(() => new Set());
  // The answer keys the missing-questions notice names (under the header, never over a question).
  const [notice, setNotice] = useState<readonly string[]>([]);
  const [, setHeard] = useState(0);

  const keys = useMemo(() => pageQuestionKeys(library, answers, page), [library, answers, page]);
  const last = useMemo(() => isLastPage(library, answers, page), [library, answers, page]);
  const numbers = useMemo(() => questionNumbers(library, answers), [library, answers]);
  const missingHere = useMemo(() => {
    const onPage = new Set(keys);
    return unansweredKeys(library, answers).filter((key) => onPage.has(baseKeyOf(key)));
  }, [library, answers, keys]);
  const heardBefore = queue.hasMark(audioPlayedMark(page));
  const audio = usePageAudio(page, keys, view.audio, {
    // Read aloud the first time, not to a parent coming back to a page heard or answered already.
    autoplay: !heardBefore && missingHere.length > 0,
    onFinished: (played) => void queue.addMark(audioPlayedMark(played)).then(() => setHeard((n) => n + 1)),
  });
  const busy = waitsForAudio(heardBefore, missingHere.length === 0, isAudioBusy(audio.state));

  useEffect(() => {
    updateLink(token, { page });
  }, [token, page]);

  useEffect(() => {
    if (!focusKey) return;
    // The missing part itself (a two-part card may be taller than the screen), then its first control.
    const card = document.getElementById(cardId(baseKeyOf(focusKey)));
    const part = card?.querySelector<HTMLElement>(`[data-testid="question-part-${focusKey}"]`) ?? card;
    part?.scrollIntoView({ block: 'center' });
    part?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
    setFocusKey(null);
  }, [focusKey, page]);

  // Named again in the current language; a part answered since drops out, and with none left the notice goes.
  const noticeText = useMemo(() => {
    const unanswered = new Set(unansweredKeys(library, answers));
    const left = notice.filter((key) => unanswered.has(key) || serverMissing.has(key));
    return left.length > 0 ? missingMessage(missingQuestions(library, answers, left), locale) : null;
  }, [notice, library, answers, serverMissing, locale]);

  // A refused change (712…) is dropped by the queue: say so once.
  useEffect(() => {
    if (state.error) showToast(state.error, 'error');
  }, [state.error]);

  const change = (key: string, value: AnswerValue | null) => {
    if (serverMissing.has(key)) setServerMissing((current) => new Set([...current].filter((k) => k !== key)));
    setAnswers((current) => {
      const next = { ...current };
      if (value === null) delete next[key];
      else next[key] = value;
      return next;
    });
    queue.put(key, value).catch((error: unknown) => showToast(messageOf(error), 'error'));
  };

  const go = (to: number) => {
    unlockAudio();
    setShowErrors(false);
    setNotice([]);
    setPage(to);
    window.scrollTo(0, 0);
  };

  const next = () => {
    if (missingHere.length > 0) {
      // Named as on the screen, and the first one brought into view: one marked card may be out of sight.
      setNotice(missingHere);
      setShowErrors(true);
      setFocusKey(missingHere[0]!);
      return;
    }
    if (last) return setConfirming(true);
    const move = movePage(library, answers, page, 'next');
    if (move.kind === 'page' || move.kind === 'hopLimit') go(move.page);
  };

  const previous = () => {
    const move = movePage(library, answers, page, 'previous');
    if (move.kind === 'page' || move.kind === 'hopLimit') go(move.page);
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const result = await queue.end();
      if (result.questions_not_answer_keys.length > 0) {
        const missing = missingQuestions(library, answers, result.questions_not_answer_keys);
        setServerMissing(new Set(missing.map((m) => m.answerKey)));
        setConfirming(false);
        go(missing[0]?.page ?? openingPage(library, answers, null));
        setNotice(missing.length > 0 ? missing.map((m) => m.answerKey) : result.questions_not_answer_keys);
        setShowErrors(true);
        if (missing[0]) setFocusKey(missing[0].answerKey);
        return;
      }
      onEnded();
    } catch (error) {
      setConfirming(false);
      const code = codeOf(error);
      if (code === 704 || code === 701) {
        showToast(messageOf(error), 'error');
        onEnded();
      } else showToast(code === null || code >= 1000 ? t('submitFailed') : messageOf(error), 'error');
    } finally {
      setSubmitting(false);
    }
  };

  const pageCount = library.question_page_sort.length;
  return (
    <section className="p-questions" data-testid="questions-page" data-page={page}>
      <WaitingBanner state={state} />
      {noticeText ? (
        <TopNotice>
          <div className="p-banner p-banner-error" role="alert" data-testid="missing-notice">
            {noticeText}
          </div>
        </TopNotice>
      ) : null}
      <p className="p-step" data-testid="page-of">
        {t('pageOf', { page: page + 1, total: pageCount })}
      </p>
      {keys.map((key) => (
        <article key={key} id={cardId(key)} className={`p-card p-question${audio.state.key === key && isAudioBusy(audio.state) ? ' p-question-reading' : ''}`}>
          <CheckedQuestionView
            question={library.question[key]!}
            name={key}
            number={numbers.get(key) ?? null}
            variant="parent"
            flow="v2"
            locale={locale}
            value={answers[key] ?? null}
            onChange={(value) => change(key, value)}
            expressive={{ value: answers[expressiveKey(key)] ?? null, onChange: (value) => change(expressiveKey(key), value) }}
            showError={showErrors}
            missing={serverMissing}
          />
          <QuestionAudio questionKey={key} audio={audio} />
        </article>
      ))}
      <nav className="p-pager">
        <button type="button" className="p-button" onClick={previous} disabled={movePage(library, answers, page, 'previous').kind === 'start'} data-testid="previous">
          {t('previous')}
        </button>
        <button type="button" className="p-button p-button-primary" onClick={next} disabled={busy || submitting} data-testid="next">
          {last ? t('submit') : t('next')}
        </button>
      </nav>
      {confirming ? (
        <ConfirmDialog
          title={t('confirmTitle')}
          body={submitting && state.pending > 0 ? t('sendingRest') : t('confirmBody')}
          ok={t('confirmOk')}
          cancel={t('confirmCancel')}
          busy={submitting}
          onOk={() => void submit()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
