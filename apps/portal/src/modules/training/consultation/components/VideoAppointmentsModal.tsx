/**
 * The video-appointment table modal: one student's appointments when `studentsId` is given, else
 * the institution's. A pending row can be marked handled once, after confirming that the whole
 * feedback flow is complete; a handled row keeps the action, disabled. The parent's video plays
 * in the expanded row through the transcode viewer, mounted only while expanded so closed rows
 * never poll. Refusals: the call client shows the server's message, and the page reloads so the
 * row shows what is stored.
 */
import { APPOINTMENT_STATUS, type VideoAppointmentRow } from '@portal/shared';
import { feedback, localName, request, useLanguage, VideoTranscodeViewer } from '@portal/ui';
import { Button, Flex, Modal, Popconfirm, Segmented, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAppointments, markHandled } from '../api';

export interface VideoAppointmentsModalProps {
  open: boolean;
  onClose(): void;
  /** One student's appointments; without it, the whole institution's. */
  studentsId?: string;
}

type StatusFilter = 'all' | 'pending' | 'handled';
const PAGE_SIZE = 10;
const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');
const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');
const time = (iso: string) => dayjs(iso).format('HH:mm');

function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <Flex vertical>
      <span>{first}</span>
      <Typography.Text type="secondary">{second}</Typography.Text>
    </Flex>
  );
}

export function VideoAppointmentsModal({ open, onClose, studentsId }: VideoAppointmentsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={800}
      title={t('consultation.appointments.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="video-appointments-modal"
    >
      {open ? <AppointmentsTable {...(studentsId ? { studentsId } : {})} /> : null}
    </Modal>
  );
}

function AppointmentsTable({ studentsId }: { studentsId?: string }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<{ rows: VideoAppointmentRow[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const status = filter === 'all' ? undefined : APPOINTMENT_STATUS[filter];
      setPage(await fetchAppointments(request, { current, pageSize: PAGE_SIZE, ...(studentsId ? { studentsId } : {}), ...(status === undefined ? {} : { status }) }));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [current, filter, studentsId]);
  useEffect(() => void load(), [load]);

  async function handle(row: VideoAppointmentRow) {
    setBusy(row._id);
    try {
      await markHandled(request, row._id);
      void feedback().message.success(t('consultation.appointments.done'));
    } catch {
      // the call client showed the server's refusal; the reload shows the stored state
    } finally {
      setBusy(null);
      await load();
    }
  }

  const columns: TableColumnsType<VideoAppointmentRow> = [
    ...(studentsId ? [] : [{ title: t('consultation.appointments.child'), dataIndex: 'children_name', width: 88, ellipsis: true }]),
    {
      // Where the child was, and the first line of the message (the whole one is in the expanded row).
      title: t('consultation.appointments.island'),
      key: 'island',
      ellipsis: { showTitle: false },
      render: (_, r) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text ellipsis>{localName({ name: r.island_name.zh, nameEn: r.island_name.en ?? '' }, locale)}</Typography.Text>
          <Tooltip title={r.appointment_message} placement="topLeft">
            <Typography.Text type="secondary" ellipsis>
              {r.appointment_message}
            </Typography.Text>
          </Tooltip>
        </Flex>
      ),
    },
    { title: t('consultation.appointments.created'), key: 'created', width: 100, render: (_, r) => <TwoLines first={day(r.createdAt)} second={time(r.createdAt)} /> },
    {
      title: t('consultation.appointments.slot'),
      key: 'slot',
      width: 124,
      render: (_, r) =>
        r.slot ? <TwoLines first={r.slot.date_string} second={r.slot.specialist_name} /> : <Typography.Text type="secondary">{t('consultation.appointments.noSlot')}</Typography.Text>,
    },
    {
      title: t('consultation.appointments.status'),
      key: 'status',
      width: 132,
      render: (_, r) =>
        r.status === APPOINTMENT_STATUS.handled ? (
          <Flex vertical align="start" gap={2}>
            <Tag color="success" data-testid={`appointment-status-${r._id}`} data-status="1">
              {t('consultation.appointments.handled')}
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} title={t('consultation.appointments.handledBy')} data-testid={`appointment-handled-by-${r._id}`}>
              {[r.handled_by_name, when(r.handledAt)].filter(Boolean).join(' ')}
            </Typography.Text>
          </Flex>
        ) : (
          <Tag color="warning" data-testid={`appointment-status-${r._id}`} data-status="0">
            {t('consultation.appointments.pending')}
          </Tag>
        ),
    },
    {
      title: t('consultation.appointments.actions'),
      key: 'actions',
      width: 108,
      render: (_, r) => {
        const handled = r.status === APPOINTMENT_STATUS.handled;
        const button = (
          <Button size="small" type="link" disabled={handled} loading={busy === r._id} data-testid={`appointment-handle-${r._id}`}>
            {t('consultation.appointments.markHandled')}
          </Button>
        );
        return handled ? (
          button
        ) : (
          <Popconfirm
            title={t('consultation.appointments.confirmTitle')}
            description={t('consultation.appointments.confirmText')}
            okText={t('consultation.appointments.confirmOk')}
            okButtonProps={{ 'data-testid': 'appointment-handle-ok' } as Record<string, string>}
            onConfirm={() => handle(r)}
          >
            {button}
          </Popconfirm>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Segmented<StatusFilter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setCurrent(1);
          }}
          options={[
            { value: 'all', label: t('consultation.appointments.filterAll') },
            { value: 'pending', label: t('consultation.appointments.pending') },
            { value: 'handled', label: t('consultation.appointments.handled') },
          ]}
          data-testid="appointments-filter"
        />
        <Button size="small" onClick={() => void load()} data-testid="appointments-reload">
          {t('consultation.appointments.reload')}
        </Button>
      </Flex>
      <Table<VideoAppointmentRow>
        size="small"
        rowKey="_id"
        columns={columns}
        dataSource={page?.rows ?? []}
        loading={loading}
        locale={{ emptyText: failed ? t('consultation.appointments.loadFailed') : t('consultation.appointments.empty') }}
        expandable={{
          rowExpandable: (r) => r.island_video !== null || r.appointment_message.length > 0,
          expandedRowRender: (r) => <AppointmentDetail row={r} />,
        }}
        pagination={{ current, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, size: 'small', onChange: setCurrent, hideOnSinglePage: true }}
        data-testid="video-appointments-table"
      />
    </Flex>
  );
}

/** The expanded row: the whole message and the parent's video, if any. */
function AppointmentDetail({ row }: { row: VideoAppointmentRow }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid={`appointment-detail-${row._id}`}>
      <Typography.Text strong>{t('consultation.appointments.message')}</Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{row.appointment_message}</Typography.Paragraph>
      {row.island_video ? (
        <div style={{ maxWidth: 560 }}>
          <Typography.Text strong>{t('consultation.appointments.videoTitle')}</Typography.Text>
          <VideoTranscodeViewer originPath={row.island_video} />
        </div>
      ) : (
        <Typography.Text type="secondary">{t('consultation.appointments.noVideo')}</Typography.Text>
      )}
    </Flex>
  );
}
