/**
 * The parent's link of a student (dialog 'training/parentLink'), like a test's QR modal: POST
 * students/link makes the link (or answers the current one), shown as a QR code with its tool-site
 * URL (copyable) and a PNG download; renewing, after a confirmation, revokes the old link. A
 * refusal shows the server's message in an empty state.
 */
import { ReloadOutlined } from '@ant-design/icons';
import type { TrainingLinkAnswer } from '@portal/shared';
import { feedback, QrCodePanel, request, type DialogComponentProps } from '@portal/ui';
import { Button, Empty, Flex, Popconfirm, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstRow, parentLinkHref, textOf } from '../../testing';
import { parentLink } from '../api';

type LinkState = { kind: 'loading' } | { kind: 'ready'; link: TrainingLinkAnswer } | { kind: 'failed'; message: string };

export function ParentLinkDialog({ data }: DialogComponentProps) {
  const { t } = useTranslation();
  const row = firstRow(data);
  const studentId = row ? textOf(row._id) : '';
  const name = row ? textOf(row.children_name) : '';
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  const [renewing, setRenewing] = useState(false);

  const load = useCallback(
    async (refresh: boolean) => {
      try {
        const link = await parentLink(request, studentId, refresh);
        setState({ kind: 'ready', link });
        if (refresh) void feedback().message.success(t('trainingStudents.link.renewed'));
      } catch (error) {
        setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : t('trainingStudents.link.failed') });
      }
    },
    [studentId, t],
  );

  useEffect(() => {
    if (studentId) void load(false);
  }, [studentId, load]);

  const renew = async () => {
    setRenewing(true);
    await load(true);
    setRenewing(false);
  };

  if (!studentId || state.kind === 'failed') {
    return <Empty description={<span data-testid="training-link-error">{state.kind === 'failed' ? state.message : t('trainingStudents.link.failed')}</span>} data-testid="training-link-empty" />;
  }
  if (state.kind === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  const href = parentLinkHref(state.link.path, window.location, import.meta.env.DEV);
  return (
    <div data-testid="training-link" data-href={href}>
      <QrCodePanel text={href} fileName={name ? `${name}-${t('trainingStudents.link.fileName')}` : t('trainingStudents.link.fileName')} codeText={name || undefined}>
        <Typography.Text type="secondary" data-testid="training-link-created">
          {t('trainingStudents.link.created', { time: dayjs(state.link.createdTime).format('YYYY-MM-DD HH:mm') })}
        </Typography.Text>
        <Typography.Text type="secondary">{t('trainingStudents.link.hint')}</Typography.Text>
        <Popconfirm title={t('trainingStudents.link.renewTitle')} description={t('trainingStudents.link.renewText')} okText={t('trainingStudents.link.renew')} cancelText={t('common.cancel')} onConfirm={() => void renew()} okButtonProps={{ 'data-testid': 'training-link-renew-ok' } as Record<string, string>}>
          <Button icon={<ReloadOutlined />} loading={renewing} data-testid="training-link-renew">
            {t('trainingStudents.link.renew')}
          </Button>
        </Popconfirm>
      </QrCodePanel>
    </div>
  );
}
