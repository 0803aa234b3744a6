/**
 * The specialist inquiry time-slot page, menu `training_slots`: choose a specialist, see their
 * slots grouped by day, block or unblock each with a switch, add slots (those two need the
 * operation flag `yypx_operation`, as on the server; without it the controls show disabled). A
 * booked slot's switch is disabled with the reason; should the server still refuse (booked
 * meanwhile, the page was stale), its message shows and the table reloads. The institution's video
 * appointments open from the header.
 */
import { TRAINING_OPERATION_MENU, type SpecialistOption, type SpecialistSlot } from '@portal/shared';
import { feedback, hasMenu, request, useAuth } from '@portal/ui';
import { Alert, Button, Empty, Flex, Select, Switch, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSlots, fetchSpecialists, switchBlocked } from '../api';
import { slotRows, type SlotRow } from '../slotRows';
import { AddSlotsModal } from './AddSlotsModal';
import { VideoAppointmentsModal } from './VideoAppointmentsModal';

export function SpecialistSlotsPage() {
  const { t } = useTranslation();
  const [specialists, setSpecialists] = useState<SpecialistOption[] | null>(null);
  const [specialistId, setSpecialistId] = useState<string | null>(null);
  const [slots, setSlots] = useState<SpecialistSlot[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [appointmentsOpen, setAppointmentsOpen] = useState(false);
  const canOperate = hasMenu(useAuth().menuList, TRAINING_OPERATION_MENU);

  useEffect(() => {
    fetchSpecialists(request).then(setSpecialists, () => setSpecialists([]));
  }, []);

  const load = useCallback(async (id: string | null) => {
    if (!id) return setSlots(null);
    setLoading(true);
    try {
      setSlots(await fetchSlots(request, id));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(specialistId), [load, specialistId]);

  const specialist = specialists?.find((s) => s._id === specialistId) ?? null;
  const rows = useMemo(() => slotRows(slots ?? []), [slots]);

  async function toggle(row: SlotRow, blocked: boolean) {
    if (!specialistId) return;
    setSwitching(row.date_id);
    try {
      const updated = await switchBlocked(request, { specialist: specialistId, appointment_id: row.date_id, appointment_date: row.date_string, blocked });
      setSlots((prev) => (prev ?? []).map((s) => (s.date_id === updated.date_id ? updated : s)));
      void feedback().message.success(t(blocked ? 'consultation.slots.blockedDone' : 'consultation.slots.unblockedDone'));
    } catch {
      // the server's refusal was shown; show what is stored now
      await load(specialistId);
    } finally {
      setSwitching(null);
    }
  }

  const columns: TableColumnsType<SlotRow> = [
    { title: t('consultation.slots.date'), dataIndex: 'day', width: 150, onCell: (r) => ({ rowSpan: r.daySpan }), render: (day: string, r) => <DayCell day={day} count={r.daySpan} /> },
    { title: t('consultation.slots.time'), dataIndex: 'time', width: 100 },
    { title: t('consultation.slots.state'), key: 'state', render: (_, r) => <SlotStateTag row={r} /> },
    {
      title: t('consultation.slots.blockedSwitch'),
      key: 'switch',
      width: 110,
      render: (_, r) => {
        const control = (
          <Switch
            size="small"
            checked={r.blocked}
            disabled={r.state === 'booked' || !canOperate}
            loading={switching === r.date_id}
            onChange={(checked) => void toggle(r, checked)}
            data-testid={`slot-switch-${r.date_id}`}
            aria-label={`${t('consultation.slots.blockedSwitch')} ${r.date_string}`}
          />
        );
        const reason = r.state === 'booked' ? t('consultation.slots.bookedLocked') : canOperate ? null : t('error.noPermission');
        return reason ? (
          <Tooltip title={reason}>
            <span data-testid={`slot-locked-${r.date_id}`}>{control}</span>
          </Tooltip>
        ) : (
          control
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="specialist-slots-page">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={8}>
          <Typography.Text>{t('consultation.slots.specialist')}</Typography.Text>
          <Select
            style={{ width: 240 }}
            showSearch={{ optionFilterProp: 'label' }}
            loading={specialists === null}
            placeholder={t('consultation.slots.chooseSpecialist')}
            value={specialistId}
            onChange={setSpecialistId}
            options={(specialists ?? []).map((s) => ({ value: s._id, label: s.name }))}
            data-testid="slots-specialist"
          />
          <Tooltip title={canOperate ? null : t('error.noPermission')}>
            <Button type="primary" disabled={!specialist || !canOperate} onClick={() => setAdding(true)} data-testid="slots-add">
              {t('consultation.slots.add')}
            </Button>
          </Tooltip>
        </Flex>
        <Button onClick={() => setAppointmentsOpen(true)} data-testid="slots-appointments">
          {t('consultation.slots.appointments')}
        </Button>
      </Flex>
      {failed ? <Alert type="error" showIcon title={t('consultation.slots.loadFailed')} /> : null}
      {specialistId ? (
        <Table<SlotRow>
          size="small"
          bordered
          rowKey="date_id"
          columns={columns}
          dataSource={rows}
          loading={loading}
          pagination={false}
          locale={{ emptyText: t('consultation.slots.empty') }}
          style={{ maxWidth: 880 }}
          data-testid="slots-table"
        />
      ) : (
        <Empty description={t('consultation.slots.noSpecialist')} />
      )}
      <AddSlotsModal specialist={adding ? specialist : null} onClose={() => setAdding(false)} onAdded={() => void load(specialistId)} />
      <VideoAppointmentsModal open={appointmentsOpen} onClose={() => setAppointmentsOpen(false)} />
    </Flex>
  );
}

function DayCell({ day, count }: { day: string; count: number }) {
  const { t } = useTranslation();
  return (
    <Flex vertical>
      <span>{day}</span>
      <Typography.Text type="secondary">{t('consultation.slots.dayCount', { count })}</Typography.Text>
    </Flex>
  );
}

function SlotStateTag({ row }: { row: SlotRow }) {
  const { t } = useTranslation();
  const props = { 'data-testid': `slot-state-${row.date_id}`, 'data-state': row.state };
  if (row.state === 'booked')
    return (
      <Tag color="processing" {...props}>
        {row.children_name ? t('consultation.slots.booked', { name: row.children_name }) : t('consultation.slots.bookedUnknown')}
      </Tag>
    );
  if (row.state === 'blocked')
    return (
      <Tag color="default" {...props}>
        {t('consultation.slots.blocked')}
      </Tag>
    );
  return (
    <Tag color="success" {...props}>
      {t('consultation.slots.open')}
    </Tag>
  );
}
