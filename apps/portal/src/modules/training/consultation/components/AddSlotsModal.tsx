/**
 * 'Add slots' for one specialist: a date and some start times of the institution's day (the
 * server skips times that already exist). The instants are made in the institution's zone, not
 * the browser's, so a slot reads the same time on every computer.
 */
import { DEFAULT_TRAINING_TIME_ZONE, SLOT_HORIZON_DAYS, SLOTS_PER_ADD_MAX, zonedInstant, type SpecialistOption } from '@portal/shared';
import { feedback, request } from '@portal/ui';
import { DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addSlots } from '../api';
import { SLOT_TIME_OPTIONS } from '../slotRows';

interface Values {
  day: Dayjs | null;
  times: string[];
}

export function AddSlotsModal({ specialist, onClose, onAdded }: { specialist: SpecialistOption | null; onClose(): void; onAdded(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function save() {
    if (!specialist) return;
    const values = await form.validateFields();
    const day = values.day!.format('YYYY-MM-DD');
    const now = Date.now();
    const instants = values.times.map((time) => ({ time, at: zonedInstant(day, time, specialist?.time_zone ?? DEFAULT_TRAINING_TIME_ZONE).toISOString() }));
    const past = instants.find((i) => Date.parse(i.at) <= now);
    if (past) {
      form.setFields([{ name: 'times', errors: [t('consultation.slots.pastTime', { time: `${day} ${past.time}` })] }]);
      return;
    }
    setSaving(true);
    try {
      const answer = await addSlots(request, specialist._id, instants.map((i) => i.at));
      void feedback().message.success(t('consultation.slots.added', { count: answer.added }));
      onAdded();
      onClose();
    } catch {
      // the call client showed the server's message
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={specialist !== null}
      width={600}
      title={t('consultation.slots.addTitle', { name: specialist?.name ?? '' })}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ loading: saving, ...({ 'data-testid': 'slots-add-ok' } as Record<string, string>) }}
      destroyOnHidden
      data-testid="slots-add-modal"
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ day: null, times: [] }} preserve={false}>
        <Form.Item name="day" label={t('consultation.slots.date')} rules={[{ required: true, message: t('consultation.slots.dateRequired') }]}>
          <DatePicker
            style={{ width: '100%' }}
            format="YYYY-MM-DD"
            disabledDate={(d) => d.isBefore(dayjs().startOf('day')) || d.isAfter(dayjs().add(SLOT_HORIZON_DAYS - 1, 'day').endOf('day'))}
            data-testid="slots-add-date"
          />
        </Form.Item>
        <Form.Item
          name="times"
          label={t('consultation.slots.times')}
          extra={t('consultation.slots.timesHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('consultation.slots.timesRequired') }]}
        >
          <Select
            mode="multiple"
            maxCount={SLOTS_PER_ADD_MAX}
            options={SLOT_TIME_OPTIONS.map((time) => ({ value: time, label: time }))}
            placeholder={t('consultation.slots.addTime')}
            data-testid="slots-add-times"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
