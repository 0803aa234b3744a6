/**
 * What a test page shows instead of the questions: the test ended (Close and its variants:
 * 'test has ended', blocked), was invalidated (Failure: 'test closed'), or could not be
 * read (the server's message, with a retry).
 */
import { isClosedStatus } from '@portal/shared';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type Blocked = { kind: 'ended' } | { kind: 'closed' } | { kind: 'error'; message: string };

/** Why a clinician may not answer a test in this status; null: they may. */
export function blockedByStatus(status: string): Blocked | null {
  if (status === 'Failure') return { kind: 'closed' };
  if (isClosedStatus(status)) return { kind: 'ended' };
  return null;
}

export function TestBlocked({ blocked, onRetry, extra }: { blocked: Blocked; onRetry?: () => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  if (blocked.kind === 'error') {
    return (
      <Result
        status="warning"
        title={t('testing.test.loadFailed')}
        subTitle={blocked.message}
        data-testid="test-load-failed"
        extra={onRetry ? <Button onClick={onRetry}>{t('testing.test.retry')}</Button> : extra}
      />
    );
  }
  const ended = blocked.kind === 'ended';
  return (
    <Result
      status={ended ? 'success' : 'error'}
      title={t(ended ? 'testing.test.ended' : 'testing.test.closed')}
      subTitle={t(ended ? 'testing.test.endedHint' : 'testing.test.closedHint')}
      data-testid={ended ? 'test-ended' : 'test-closed'}
      extra={extra}
    />
  );
}
