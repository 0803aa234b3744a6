/**
 * The amend dialog: what the child said (Chinese, 1–50 characters) and the target word's accuracy
 * 0–100. Saved with PUT /api/dream/swam/updata/amend; the server keeps it beside the original and
 * its refusal (a translated message) leaves the dialog open.
 */
import type { OralOutcome } from '@portal/shared';
import { feedback, request } from '@portal/ui';
import { Form, Input, InputNumber, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amendOutcome } from '../api';
import { AMEND_TEXT } from '../review';

interface Values {
  text: string;
  accuracy: number;
}

export function AmendDialog({ outcome, onClose, onSaved }: { outcome: OralOutcome; onClose: () => void; onSaved: (outcome: OralOutcome) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const target = outcome.content;
  const initial: Partial<Values> = {
    text: outcome.amend_outcome?.vop.text ?? outcome.audio_outcome?.vop.text ?? '',
    ...(outcome.amend_outcome?.word[target] !== undefined ? { accuracy: outcome.amend_outcome.word[target] } : outcome.audio_outcome?.accuracy != null && outcome.audio_outcome.status !== 'awaiting_review' ? { accuracy: outcome.audio_outcome.accuracy } : {}),
  };
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const saved = await amendOutcome(request, outcome._id, values.text.trim(), { [target]: values.accuracy });
      void feedback().message.success(t('speech.amend.saved'));
      onSaved(saved);
    } catch {
      // The call client has shown the server's message; the values stay for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={600}
      title={t('speech.amend.title', { word: target })}
      okText={t('speech.amend.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'speech-amend-submit' } as ButtonProps}
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="speech-amend-form">
        <Form.Item name="text" label={t('speech.amend.text')} rules={[{ required: true, pattern: AMEND_TEXT, message: t('speech.amend.textRule') }]}>
          <Input maxLength={50} showCount data-testid="speech-amend-text" />
        </Form.Item>
        <Form.Item name="accuracy" label={t('speech.amend.accuracyOf', { word: target })} rules={[{ required: true, type: 'number', min: 0, max: 100, message: t('speech.amend.accuracyRule') }]}>
          <InputNumber min={0} max={100} step={0.01} precision={2} style={{ width: 160 }} data-testid="speech-amend-accuracy" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
