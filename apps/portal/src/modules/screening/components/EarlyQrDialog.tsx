/**
 * The early record's QR code (dialog 'screening/qrcode'): the parent's link `/its/run/early/{cid}`
 * on the tool site, which opens the record's Dream-ITS screening on the phone. The link stays the
 * same for the record (the phone asks for a fresh test link each time it is opened), so there is
 * no expiry to show. A failure shows the server's message with a retry.
 */
import type { EarlyQrAnswer } from '@portal/shared';
import { QrCodePanel, request, type DialogComponentProps } from '@portal/ui';
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parentLinkHref } from '../../testing';
import { fetchEarlyQr } from '../api';

type State = { kind: 'loading' } | { kind: 'ready'; answer: EarlyQrAnswer } | { kind: 'failed'; message: string };

function recordOf(data: unknown): { _id: string; children_name?: string } | null {
  const row = Array.isArray(data) ? data[0] : data;
  return row && typeof row === 'object' && typeof (row as { _id?: unknown })._id === 'string' ? (row as { _id: string; children_name?: string }) : null;
}

export function EarlyQrDialog({ data, changed }: DialogComponentProps) {
  const { t } = useTranslation();
  const record = recordOf(data);
  const id = record?._id ?? null;
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    if (!id) return;
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', answer: await fetchEarlyQr(request, id) });
      // The record may have a new screening test now: the list shows its code.
      changed?.();
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : t('screening.qr.failed') });
    }
  }, [id, t, changed]);

  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per record; `changed` is a new function on every render of the host
  }, [id]);

  if (!id || state.kind === 'failed') {
    return (
      <Empty description={<span data-testid="early-qr-error">{state.kind === 'failed' ? state.message : t('screening.qr.failed')}</span>}>
        {id ? (
          <Button onClick={() => void load()} data-testid="early-qr-retry">
            {t('screening.qr.retry')}
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
  const { answer } = state;
  const name = `${record?.children_name ?? ''} ${answer.test_code}`.trim();
  return (
    <QrCodePanel text={parentLinkHref(answer.path, window.location, import.meta.env.DEV)} fileName={name} codeText={name} toolsType={answer.tools_type}>
      <Typography.Text data-testid="early-qr-hint">{t('screening.qr.hint')}</Typography.Text>
      <Typography.Text type="secondary" data-testid="early-qr-test">
        {t('screening.qr.test', { code: answer.test_code })}
      </Typography.Text>
    </QrCodePanel>
  );
}
