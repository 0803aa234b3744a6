/**
 * The QR code modal of a test (dialog 'tests/qrcode'): the parent's link (tool-site origin + the
 * record's path) as a QR code on the institution's poster, 'expires after {n} minutes' counting
 * down, refresh (a new token; the old stops working), PNG download, and an empty state with the
 * server's message when the call fails.
 */
import { ReloadOutlined } from '@ant-design/icons';
import type { QrTokenRecord } from '@portal/shared';
import { feedback, QrCodePanel, request, type DialogComponentProps } from '@portal/ui';
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQrToken } from '../api';
import { minutesLeft, qrDeadline } from '../qrExpiry';
import { testOfRow } from '../rows';
import { parentLinkHref } from '../toolSite';

type QrState = { kind: 'loading' } | { kind: 'ready'; record: QrTokenRecord; receivedAt: number; deadline: number } | { kind: 'failed'; message: string };

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function TestQrDialog({ data }: DialogComponentProps) {
  const { t } = useTranslation();
  const test = testOfRow(data);
  const testId = test?._id ?? null;
  const [state, setState] = useState<QrState>({ kind: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const now = useNow(1000);

  const load = useCallback(
    async (refresh: boolean) => {
      if (!testId) return;
      try {
        const record = await fetchQrToken(request, testId, refresh);
        const receivedAt = Date.now();
        setState({ kind: 'ready', record, receivedAt, deadline: qrDeadline(record, receivedAt) });
        if (refresh) void feedback().message.success(t('testing.qr.refreshed'));
      } catch (error) {
        setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : t('testing.qr.failed') });
      }
    },
    [testId, t],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const refresh = async () => {
    setRefreshing(true);
    await load(true);
    setRefreshing(false);
  };

  if (!testId || state.kind === 'failed') {
    return (
      <Empty description={<span data-testid="test-qr-error">{state.kind === 'failed' ? state.message : t('testing.qr.failed')}</span>} data-testid="test-qr-empty">
        {testId ? (
          <Button onClick={() => void refresh()} loading={refreshing} data-testid="test-qr-retry">
            {t('testing.qr.retry')}
          </Button>
        ) : null}
      </Empty>
    );
  }
  if (state.kind === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  const { record } = state;
  // The ticking clock may lag the answer by up to a second: never count from before it arrived.
  const minutes = minutesLeft(state.deadline, Math.max(now, state.receivedAt));
  return (
    <QrCodePanel text={parentLinkHref(record.path, window.location, import.meta.env.DEV)} fileName={record.qr_name || record.code} codeText={record.qr_name || record.code} toolsType={record.tools_type}>
      <Typography.Text type={minutes > 0 ? 'warning' : 'danger'} data-testid="test-qr-expiry" data-minutes={minutes}>
        {minutes > 0 ? t('testing.qr.expiresIn', { minutes }) : t('testing.qr.expired')}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="test-qr-code">
        {t('testing.qr.code', { code: record.code })}
      </Typography.Text>
      <Button icon={<ReloadOutlined />} onClick={() => void refresh()} loading={refreshing} data-testid="test-qr-refresh">
        {t('testing.qr.refresh')}
      </Button>
    </QrCodePanel>
  );
}
