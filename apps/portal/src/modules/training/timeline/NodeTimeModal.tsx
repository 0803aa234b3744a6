/**
 * Edit a node's times (operation flag; POST students/time/update): the start date (fixed once
 * the node has started) and the duration in whole days. Only what changed is sent; the server's
 * range rules answer with their message (795, 796) and the modal stays open.
 */
import { TRAINING_MAX_DAYS, type TimelineNode, type TrainingStudent } from '@portal/shared';
import { feedback, request } from '@portal/ui';
import { DatePicker, Form, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateNodeTime } from '../api';
import { dayOf, nodeStarted, nodeTimeBody } from './model';

interface Values {
  start: Dayjs | null;
  duration: number | null;
}

export function NodeTimeModal({ studentId, zone, node, onClose, onSaved }: { studentId: string; zone: string | undefined; node: TimelineNode; onClose(): void; onSaved(student: TrainingStudent): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const started = nodeStarted(node, new Date());
  const save = async () => {
    const values = await form.validateFields();
    const body = nodeTimeBody(studentId, node, values.start ? values.start.format('YYYY-MM-DD') : null, values.duration, zone);
    if (!body) return onClose();
    setSaving(true);
    try {
      const student = await updateNodeTime(request, body);
      void feedback().message.success(t('action.sent'));
      onSaved(student);
    } catch {
      // the call client showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t('trainingStudents.timeline.editTimes')} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okButtonProps={{ 'data-testid': 'training-node-time-ok' } as Record<string, string>} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ start: dayjs(dayOf(node.start_time, zone)), duration: node.duration_time }} data-testid="training-node-time">
        <Form.Item name="start" label={t('trainingStudents.timeline.startDate')} extra={started ? t('trainingStudents.timeline.startFixed') : undefined} rules={[{ required: true, message: t('trainingStudents.timeline.required') }]}>
          <DatePicker disabled={started} style={{ width: '100%' }} format="YYYY-MM-DD" />
        </Form.Item>
        <Form.Item name="duration" label={t('trainingStudents.timeline.duration')} rules={[{ required: true, message: t('trainingStudents.timeline.required') }]}>
          <InputNumber min={1} max={TRAINING_MAX_DAYS} precision={0} style={{ width: '100%' }} suffix={t('trainingStudents.timeline.daysUnit')} data-testid="training-node-duration" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
