/**
 * The audio review of one speech test (§2.2 item 11): an accordion with one panel per sitting
 * (start and end time), each with its full audio, the items' marks, statuses, audio, outcomes and
 * the amend dialog. Alt-click on the title switches developer mode (§6: the question cards).
 * Other areas embed it (the SWAM test pages); the test lists open it as the 'speech/review' dialog.
 */
import type { OralOutcome } from '@portal/shared';
import { addLazyTexts, request } from '@portal/ui';
import { speechTexts } from '@portal/ui/i18n/resources/speech.texts';
import { Button, Collapse, Empty, Flex, Result, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchReview, type ReviewData } from '../api';
import { AmendDialog } from './AmendDialog';
import { SessionPanel } from './SessionPanel';

// The review's words come with its chunk (the dialog imports this module too), not with the portal's first page.
addLazyTexts(speechTexts);

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: ReviewData };

/** An amended item's new outcome, put in place without reading the whole review again. */
function withOutcome(data: ReviewData, saved: OralOutcome): ReviewData {
  return {
    ...data,
    sessions: data.sessions.map((s) => ({ ...s, items: s.items.map((i) => (i.recording._id === saved._id ? { ...i, outcome: saved } : i)) })),
  };
}

export function SpeechReview({ testId, dev: initialDev = false }: { testId: string; dev?: boolean }) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [dev, setDev] = useState(initialDev);
  const [amending, setAmending] = useState<OralOutcome | null>(null);

  const reload = useCallback(() => {
    let live = true;
    setLoad({ state: 'loading' });
    fetchReview(request, testId).then(
      (data) => live && setLoad({ state: 'ready', data }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [testId]);
  useEffect(reload, [reload]);

  const title = (
    <Flex align="center" gap={8}>
      <Typography.Title level={5} style={{ margin: 0, cursor: 'default' }} title={t('speech.review.devHint')} onClick={(e) => e.altKey && setDev((d) => !d)} data-testid="speech-review-title">
        {t('speech.review.title')}
      </Typography.Title>
      {dev ? <Tag color="purple">{t('speech.review.devMode')}</Tag> : null}
    </Flex>
  );

  if (load.state === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }} data-testid="speech-review" data-state="loading">
        <Spin />
      </Flex>
    );
  }
  if (load.state === 'failed') {
    return <Result status="warning" title={t('speech.review.loadFailed')} extra={<Button onClick={reload}>{t('speech.review.retry')}</Button>} data-testid="speech-review" data-state="failed" />;
  }
  const { sessions, test } = load.data;
  return (
    <Flex vertical gap={12} data-testid="speech-review" data-state="ready">
      {title}
      {sessions.length === 0 ? (
        <Empty description={t('speech.review.empty')} />
      ) : (
        <Collapse
          defaultActiveKey={sessions.map((s) => s.session._id)}
          items={sessions.map((s, i) => ({
            key: s.session._id,
            label: (
              <Flex gap={12} wrap data-testid="speech-session-header">
                <Typography.Text strong>{t('speech.review.session', { n: i + 1 })}</Typography.Text>
                <Typography.Text>
                  {t('speech.review.startEnd', { start: dayjs(s.session.startTime).format(DATE_TIME), end: s.session.endTime ? dayjs(s.session.endTime).format(DATE_TIME) : t('speech.review.open') })}
                </Typography.Text>
                <Typography.Text type="secondary">{t('speech.review.items', { count: s.items.length })}</Typography.Text>
              </Flex>
            ),
            children: <SessionPanel review={s} test={test} dev={dev} onAmend={setAmending} />,
          }))}
        />
      )}
      {amending ? (
        <AmendDialog
          outcome={amending}
          onClose={() => setAmending(null)}
          onSaved={(saved) => {
            setAmending(null);
            setLoad((l) => (l.state === 'ready' ? { state: 'ready', data: withOutcome(l.data, saved) } : l));
          }}
        />
      ) : null}
    </Flex>
  );
}
