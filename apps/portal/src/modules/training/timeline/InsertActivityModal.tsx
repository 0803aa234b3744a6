/**
 * Insert an activity into a node (operation flag; POST students/node/update). The options are the
 * `training_activity` list (seeded from the shipped catalogue) and the activities already in the
 * student's timeline, minus those the node has (model.ts); the server refuses an activity of
 * another catalogue edition (797) or one the node has (798) with its message.
 */
import type { LovEntry, TimelineNode, TrainingStudent } from '@portal/shared';
import { feedback, fetchLovs, request, useFormServices, useLanguage } from '@portal/ui';
import { Form, Modal, Select, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertActivity } from '../api';
import { insertableActivities } from './model';

export const ACTIVITY_LOV = 'training_activity';

function useActivityEntries(): LovEntry[] {
  const services = useFormServices(undefined);
  const [entries, setEntries] = useState<LovEntry[]>([]);
  useEffect(() => {
    let live = true;
    services.lovCache
      .load(services.identity, [ACTIVITY_LOV], fetchLovs(services.request))
      .then((all) => live && setEntries(all[ACTIVITY_LOV] ?? []))
      .catch(() => undefined); // the student's own activities remain to choose from
    return () => {
      live = false;
    };
  }, [services]);
  return entries;
}

export function InsertActivityModal({ student, node, onClose, onSaved }: { student: TrainingStudent; node: TimelineNode; onClose(): void; onSaved(student: TrainingStudent): void }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const entries = useActivityEntries();
  const [chosen, setChosen] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const options = insertableActivities(entries, student.activity_timeline, node, locale);
  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      const next = await insertActivity(request, { students_id: student._id, time_node_id: node._id, activity_operations_id: chosen });
      void feedback().message.success(t('action.sent'));
      onSaved(next);
    } catch {
      // the call client showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('trainingStudents.timeline.insert')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !chosen, 'data-testid': 'training-insert-ok' } as ButtonProps}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('trainingStudents.timeline.activity')} required>
          <Select value={chosen} onChange={setChosen} options={options} showSearch={{ optionFilterProp: 'label' }} placeholder={t('form.selectPlaceholder')} data-testid="training-insert-select" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
