/**
 * One sitting of a speech test: start (microphone, session, full audio), then word by word — the
 * child sees the word, the clinician records and marks the result (which ends the sub-recording and
 * queues it) — then finish: the full audio is queued, the queue drained and the session closed.
 * Recordings reach the server only through the delivery queue, so a dropped network loses nothing.
 * A reload mid-sitting resumes the open session (resume.ts): the words recorded show as done, the
 * next one is shown, and 'continue' starts the microphone again.
 */
import { AudioOutlined, CheckCircleOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { ITEM_RECORDING_STATUSES, textIn, type AudioSession, type TestView } from '@portal/shared';
import { useLanguage } from '@portal/ui';
import { Alert, App, Button, Flex, Result, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueState } from '../../answer-queue';
import { closeSession, createSession, resumeSession } from '../api';
import { extensionOf, recordingSupported, SittingRecorder } from '../recorder';
import { forgetSitting, recordingEnded, refusedForGood, rememberedSitting, rememberSitting, takesOf, unplaceWaitingTakes } from '../resume';
import { openRecordingQueue, recordingKey, waitingKeys, type ItemStatus, type RecordingQueue } from '../uploads';
import { ItemStrip, type StripItem } from './ItemStrip';
import { UploadState } from './UploadState';

interface Word {
  key: string;
  questionId: string;
  word: string;
  gloss: string;
}
interface Marked {
  status: ItemStatus;
  /** Null for a take from before a reload (no place in the full audio recorded since). */
  timestamp: number | null;
  durationMs: number | null;
}
/** 'resuming': asking the server for the remembered session; 'paused': resumed, the microphone not started yet. */
type Phase = 'resuming' | 'ready' | 'paused' | 'recording' | 'finishing' | 'finished';

/** The bank's words in the order they are asked. */
export function wordsOf(test: Pick<TestView, 'library'>, locale: 'zh' | 'en'): Word[] {
  return test.library.question_page_sort.flat().flatMap((key) => {
    const q = test.library.question[key];
    if (!q) return [];
    const text = q.question as { zh: string; en?: string } | undefined;
    return [{ key, questionId: String((q as { questionId?: unknown }).questionId ?? key), word: text?.zh ?? key, gloss: locale === 'en' ? textIn(text, 'en') : '' }];
  });
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const STATUS_LOOK: Record<ItemStatus, { type: 'primary' | 'default'; danger?: boolean }> = {
  Successful: { type: 'primary' },
  Alternative: { type: 'default' },
  NotPronounced: { type: 'default', danger: true },
};

export function SpeechSitting({ test, dev }: { test: TestView; dev: boolean }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const { modal } = App.useApp();
  const words = useMemo(() => wordsOf(test, locale), [test, locale]);
  const [queue, setQueue] = useState<RecordingQueue | null>(null);
  const [queueState, setQueueState] = useState<QueueState | null>(null);
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set());
  const [phase, setPhase] = useState<Phase>(() => (rememberedSitting(test._id) ? 'resuming' : 'ready'));
  const [session, setSession] = useState<AudioSession | null>(null);
  const [index, setIndex] = useState(0);
  const [marked, setMarked] = useState<Record<string, Marked>>({});
  const [itemRecording, setItemRecording] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recorder = useRef<SittingRecorder | null>(null);

  useEffect(() => {
    let open: RecordingQueue | null = null;
    let cancelled = false;
    void openRecordingQueue(test._id, (_code, message) => setError(message)).then((q) => {
      if (cancelled) return q.close();
      open = q;
      setQueue(q);
      q.subscribe((state) => {
        setQueueState(state);
        setWaiting(new Set(waitingKeys(q)));
      });
      const remembered = rememberedSitting(test._id);
      if (remembered) void resume(q, remembered, () => cancelled);
    });
    return () => {
      cancelled = true;
      open?.close();
      recorder.current?.abandon();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per test: the queue opens and a remembered sitting resumes once, not on every render's new `resume`
  }, [test._id]);

  const resume = async (q: RecordingQueue, sessionId: string, cancelled: () => boolean) => {
    try {
      const resumed = await resumeSession(sessionId);
      if (cancelled()) return;
      if (resumed.endTime) {
        forgetSitting(test._id);
        return setPhase('ready');
      }
      const ended = recordingEnded(resumed, q.overlay({}));
      if (!ended) await unplaceWaitingTakes(q, resumed);
      const takes = takesOf(resumed, q.overlay({}));
      setWaiting(new Set(waitingKeys(q)));
      setSession(resumed);
      setMarked(Object.fromEntries(Object.entries(takes).map(([key, status]) => [key, { status, timestamp: null, durationMs: null }])));
      const next = words.findIndex((w) => !takes[w.key]);
      setIndex(next >= 0 ? next : Math.max(words.length - 1, 0));
      setPhase('paused');
      if (ended) void finish(resumed, q);
    } catch (e) {
      if (cancelled()) return;
      if (refusedForGood(e)) forgetSitting(test._id);
      else setError(errorMessage(e));
      setPhase('ready');
    }
  };

  const start = async () => {
    setError(null);
    if (!recordingSupported()) return setError(t('testing.speech.micUnsupported'));
    setBusy(true);
    try {
      const rec = await SittingRecorder.start().catch((e: unknown) => {
        throw new Error(t('testing.speech.micDenied', { message: errorMessage(e) }));
      });
      try {
        const created = await createSession(test._id);
        rememberSitting(test._id, created._id);
        setSession(created);
      } catch (e) {
        rec.abandon();
        throw e;
      }
      recorder.current = rec;
      setPhase('recording');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  /** After a reload: the microphone again; the full audio from here on. */
  const carryOn = async () => {
    setError(null);
    if (!recordingSupported()) return setError(t('testing.speech.micUnsupported'));
    setBusy(true);
    try {
      recorder.current = await SittingRecorder.start();
      setPhase('recording');
    } catch (e) {
      setError(t('testing.speech.micDenied', { message: errorMessage(e) }));
    } finally {
      setBusy(false);
    }
  };

  const record = () => {
    recorder.current?.startItem();
    setItemRecording(true);
  };

  const mark = async (status: ItemStatus) => {
    const rec = recorder.current;
    const word = words[index];
    if (!rec || !session || !queue || !word) return;
    const take = await rec.stopItem();
    setItemRecording(false);
    if (!take) return;
    await queue.put(recordingKey(session._id, word.key), {
      session_id: session._id,
      part: 'item',
      question_id: word.key,
      init_tag: word.questionId,
      status,
      timestamp: take.timestamp,
      audio_duration: take.durationMs,
      audio: take.blob,
      file_name: `${word.key}.${extensionOf(take.blob.type || rec.mimeType)}`,
    });
    // Read the waiting keys now: a put while the queue waits out a back-off changes no state it
    // announces, and the take must not show as sent before the server has it.
    setWaiting(new Set(waitingKeys(queue)));
    setMarked((m) => ({ ...m, [word.key]: { status, timestamp: take.timestamp, durationMs: take.durationMs } }));
    if (index < words.length - 1) setIndex(index + 1);
  };

  /** `sitting` and `q` are given when a resumed page only has the close left (state not set yet). */
  const finish = async (sitting = session, q = queue) => {
    // A retry after a failed close finds the recorder already finished and the full audio queued.
    const rec = recorder.current;
    if (!sitting || !q) return;
    setPhase('finishing');
    setError(null);
    try {
      if (rec) {
        const full = await rec.finish();
        recorder.current = null;
        setItemRecording(false);
        await q.put(recordingKey(sitting._id, null), {
          session_id: sitting._id,
          part: 'full',
          timestamp: 0,
          audio_duration: full.durationMs,
          audio: full.blob,
          file_name: `full.${extensionOf(full.blob.type || rec.mimeType)}`,
        });
      }
      await q.drain();
      await closeSession(sitting._id);
      forgetSitting(test._id);
      setPhase('finished');
    } catch (e) {
      setError(errorMessage(e));
      setPhase('recording');
    }
  };

  const askFinish = () => {
    const missing = words.filter((w) => !marked[w.key]).length;
    if (missing === 0) return void finish();
    modal.confirm({ title: t('testing.speech.finishConfirm', { count: missing }), onOk: () => void finish(), okButtonProps: { 'data-testid': 'speech-finish-ok' } as never });
  };

  const strip: StripItem[] = words.map((w) => ({
    key: w.key,
    word: w.word,
    status: marked[w.key]?.status ?? null,
    delivery: !marked[w.key] || !session ? 'none' : waiting.has(recordingKey(session._id, w.key)) ? 'pending' : 'sent',
  }));
  const word = words[index];
  const take = word ? marked[word.key] : undefined;

  if (phase === 'finished') {
    return <Result status="success" title={t('testing.speech.finished')} extra={<UploadState state={queueState} />} data-testid="speech-finished" />;
  }
  return (
    <Flex vertical gap={16} data-testid="speech-sitting" data-phase={phase} data-session={session?._id ?? ''}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{t('testing.speech.child', { name: test.from_children.name })}</Typography.Text>
        <UploadState state={queueState} />
      </Flex>
      {error ? <Alert type="error" showIcon message={error} data-testid="speech-error" /> : null}
      {phase === 'paused' ? (
        <Alert
          type="info"
          showIcon
          message={t('testing.speech.resumed', { count: Object.keys(marked).length })}
          action={
            <Button type="primary" icon={<AudioOutlined />} loading={busy} onClick={() => void carryOn()} data-testid="speech-continue">
              {t('testing.speech.continue')}
            </Button>
          }
          data-testid="speech-resumed"
        />
      ) : null}
      {phase === 'resuming' ? (
        <Flex justify="center" style={{ padding: '32px 0' }}>
          <Typography.Text type="secondary">{t('testing.speech.resuming')}</Typography.Text>
        </Flex>
      ) : phase === 'ready' ? (
        <Flex vertical align="center" gap={16} style={{ padding: '32px 0' }}>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 560, textAlign: 'center' }}>
            {t('testing.speech.intro')}
          </Typography.Paragraph>
          <Button type="primary" size="large" icon={<AudioOutlined />} loading={busy} disabled={!queue} onClick={() => void start()} data-testid="speech-start">
            {t('testing.speech.start')}
          </Button>
        </Flex>
      ) : word ? (
        <>
          <Typography.Text type="secondary" data-testid="speech-position">
            {t('testing.speech.item', { index: index + 1, total: words.length })}
          </Typography.Text>
          <Flex vertical align="center" style={{ padding: '8px 0 16px' }}>
            <div data-testid="speech-word" lang="zh-CN" style={{ fontSize: 'clamp(72px, 20vw, 168px)', lineHeight: 1.1, fontWeight: 600, textAlign: 'center', wordBreak: 'keep-all' }}>
              {word.word}
            </div>
            {word.gloss ? <Typography.Text type="secondary" style={{ fontSize: 20 }}>{word.gloss}</Typography.Text> : null}
            {dev ? (
              <Typography.Text code data-testid="speech-dev">
                {t('testing.speech.devTiming', { id: `${word.key} / ${word.questionId}`, at: take?.timestamp ?? '–', ms: take?.durationMs ?? '–' })}
              </Typography.Text>
            ) : null}
          </Flex>
          <Flex justify="center" wrap gap={12}>
            <Button size="large" icon={<AudioOutlined />} type={itemRecording ? 'primary' : 'default'} danger={itemRecording} disabled={itemRecording || phase !== 'recording' || !recorder.current} onClick={record} data-testid="speech-record">
              {itemRecording ? t('testing.speech.recording') : take ? t('testing.speech.recordAgain') : t('testing.speech.record')}
            </Button>
          </Flex>
          <Flex justify="center" wrap gap={12}>
            {ITEM_RECORDING_STATUSES.map((status) => (
              <Button key={status} size="large" {...STATUS_LOOK[status]} disabled={!itemRecording} onClick={() => void mark(status)} data-testid={`speech-mark-${status}`}>
                {t(`testing.speech.status.${status}`)}
              </Button>
            ))}
          </Flex>
          <Flex justify="space-between" wrap gap={8}>
            <Flex gap={8}>
              <Button icon={<LeftOutlined />} disabled={index === 0 || itemRecording} onClick={() => setIndex(index - 1)} data-testid="speech-previous">
                {t('testing.speech.previous')}
              </Button>
              <Button icon={<RightOutlined />} iconPlacement="end" disabled={index >= words.length - 1 || itemRecording} onClick={() => setIndex(index + 1)} data-testid="speech-next">
                {t('testing.speech.next')}
              </Button>
            </Flex>
            <Button type="primary" icon={<CheckCircleOutlined />} loading={phase === 'finishing'} disabled={itemRecording} onClick={askFinish} data-testid="speech-finish">
              {phase === 'finishing' ? t('testing.speech.finishing') : t('testing.speech.finish')}
            </Button>
          </Flex>
          <ItemStrip items={strip} current={index} onPick={(i) => !itemRecording && setIndex(i)} />
          {dev && recorder.current ? <Typography.Text type="secondary">{`${t('testing.speech.fullAudio')}: ${recorder.current.mimeType || '—'}`}</Typography.Text> : null}
        </>
      ) : null}
    </Flex>
  );
}
