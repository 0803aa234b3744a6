/**
 * A test's page in the portal (dialog 'tests/detail', opened from 'view'): the child, tool,
 * status, code and creation time, the clinician's answers and, apart, the parent's, each with
 * 'N of M answered', kept current by the test's live events: a parent's answer appears as soon as
 * the phone's sync is stored, and the count and the status tag follow.
 */
import type { TestEvent } from '@portal/shared';
import { request, useLanguage, type DialogComponentProps } from '@portal/ui';
import { Badge, Col, Descriptions, Empty, Flex, Row, Spin } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTestDetail } from '../api';
import { useTestEvents } from '../hooks/useTestEvents';
import { applyTestEvent, libraryOf, liveTestOf, type LiveTest } from '../liveTest';
import { testOfRow } from '../rows';
import { AnswerList } from './AnswerList';
import { TestStatusTag } from './TestStatusTag';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

/** The test of a drawer opened on a row, loaded and then followed live. */
function useLiveTest(testId: string | null) {
  const [live, setLive] = useState<LiveTest | null>(null);
  const [failed, setFailed] = useState(false);
  // Events that arrive while a load is in flight are applied again on top of its answer.
  const loading = useRef(0);
  const pending = useRef<TestEvent[]>([]);

  const load = useCallback(async () => {
    if (!testId) return;
    loading.current += 1;
    try {
      const test = await fetchTestDetail(request, testId);
      const replay = pending.current;
      setLive(() => replay.reduce(applyTestEvent, liveTestOf(test)));
      setFailed(false);
    } catch {
      setFailed(true); // shown only while nothing was loaded; a later reload keeps what is shown
    } finally {
      loading.current -= 1;
      if (loading.current === 0) pending.current = [];
    }
  }, [testId]);

  useEffect(() => {
    void load();
  }, [load]);

  const stream = useTestEvents(testId, {
    onEvent: (event) => {
      if (loading.current > 0) pending.current.push(event);
      setLive((current) => (current ? applyTestEvent(current, event) : current));
    },
    // After a (re)connection: whatever happened while away.
    onOpen: () => void load(),
  });
  return { live, failed, stream };
}

export function TestDetailDrawer({ data }: DialogComponentProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const row = testOfRow(data);
  const { live, failed, stream } = useLiveTest(row?._id ?? null);

  if (!row || (failed && !live)) return <Empty description={t('testing.detail.loadFailed')} data-testid="test-detail-failed" />;
  if (!live) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  const { test, progress, lastChange } = live;
  const library = libraryOf(test);
  const parents = test.library_parents;
  return (
    <Flex vertical gap={16} data-testid="test-detail" data-test-id={test._id}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'child', label: t('testing.detail.child'), children: <span data-testid="test-detail-child">{test.from_children.name}</span> },
          { key: 'birth', label: t('testing.detail.birth'), children: test.from_children.birth },
          { key: 'tool', label: t('testing.detail.tool'), children: test.tools_type },
          { key: 'status', label: t('testing.detail.status'), children: <TestStatusTag status={test.status} /> },
          { key: 'code', label: t('testing.detail.testCode'), children: <span data-testid="test-detail-code">{test.test_code}</span> },
          { key: 'created', label: t('testing.detail.created'), children: dayjs(test.createdTime).format(DATE_TIME) },
        ]}
      />
      <Badge
        status={stream === 'live' ? 'processing' : stream === 'closed' ? 'default' : 'warning'}
        text={stream === 'live' ? t('testing.detail.live') : t('testing.detail.reconnecting')}
        data-testid="test-detail-stream"
        data-state={stream}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <AnswerList side="clinician" title={t('testing.detail.clinicianAnswers')} library={library} answers={test.answer} progress={progress.clinician} locale={locale} highlight={lastChange?.side === 'clinician' ? lastChange.key : null} />
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={16}>
            <AnswerList side="parents" title={t('testing.detail.parentAnswers')} library={library} answers={test.answer_parents} progress={progress.parents} locale={locale} highlight={lastChange?.side === 'parents' ? lastChange.key : null} />
            {parents ? <AnswerList side="parents" cardId="parents-questionnaire" title={t('testing.detail.parentQuestions')} library={parents} answers={test.answer_parents} progress={null} locale={locale} highlight={lastChange?.side === 'parents' ? lastChange.key : null} /> : null}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
