/** A report's remark, saved on its PDF file (PUT /api/system/file/update) when it loses focus or on Enter. */
import { REPORT_REMARK_MAX_CHARS } from '@portal/shared';
import { feedback, request } from '@portal/ui';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveReportRemark } from '../api';

export function RemarkInput({ fileId, value, disabled, testId }: { fileId: string; value: string; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [saved, setSaved] = useState(value);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const next = text.trim();
    if (next === saved || saving) return;
    setSaving(true);
    try {
      await saveReportRemark(request, fileId, next);
      setSaved(next);
      setText(next);
      void feedback().message.success(t('compass.reports.remarkSaved'));
    } catch {
      setText(saved); // the call client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Input
      size="small"
      value={text}
      maxLength={REPORT_REMARK_MAX_CHARS}
      disabled={disabled || saving}
      placeholder={t('compass.reports.remark')}
      aria-label={t('compass.reports.remark')}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => void save()}
      onPressEnter={() => void save()}
      data-testid={testId}
    />
  );
}
