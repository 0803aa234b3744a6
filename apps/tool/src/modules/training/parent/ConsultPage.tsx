/**
 * Asking for a video consultation: the question (required, ≤ 500), an optional practice video
 * (mp4), an optional open slot. Kept in the outbox with its request_id like a submission.
 */
import { APPOINTMENT_MESSAGE_MAX } from '@portal/shared';
import { useEffect, useState } from 'react';
import { dropDraft, useDraft } from './drafts';
import { Loading, navigate, showToast, trainingPathOf } from '../../parent-frame';
import { useTrainingText } from './texts';
import { loadSlots } from './api';
import { Field, FilePicker } from './fields';
import { consultItemOf, newUuid, validateConsult, VIDEO_ONLY, type ConsultDraft, type FormErrors } from './form';
import { useLoad } from './load';
import type { TrainingPageProps } from './TrainingApp';

export function ConsultPage({ route, outbox }: TrainingPageProps) {
  const { t } = useTrainingText();
  const [slots] = useLoad('slots', loadSlots, []);
  const draftKey = `${route.token}:consult`;
  const [draft, setDraft] = useDraft<ConsultDraft>(draftKey, () => ({ message: '', video: null, slotId: '' }), (stored) => (typeof stored?.message === 'string' ? stored : null));
  const [errors, setErrors] = useState<FormErrors>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (checked) setErrors(validateConsult(draft));
  }, [checked, draft]);
  const back = () => navigate(trainingPathOf(route.base, { page: 'today' }));

  async function submit() {
    const found = validateConsult(draft);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return showToast(t('trFixErrors'), 'warning');
    setSaving(true);
    try {
      await outbox.put(newUuid(), consultItemOf(draft));
      await dropDraft(draftKey);
      showToast(t('trSaved'), 'info');
      back();
    } catch (error) {
      showToast(String(error), 'error');
      setSaving(false);
    }
  }

  const open = slots.state === 'ready' ? slots.data : [];
  return (
    <div className="t-consult-page" data-testid="training-consult">
      <button type="button" className="p-button p-button-quiet t-back" onClick={back}>
        ← {t('trBack')}
      </button>
      <form
        className="p-card p-form"
        noValidate
        data-testid="consult-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2>{t('trConsult')}</h2>
        <p className="p-muted">{t('trConsultIntro')}</p>
        <Field label={t('trMessage')} error={errors.message} testId="message-field">
          <textarea className="p-input" rows={5} maxLength={APPOINTMENT_MESSAGE_MAX} value={draft.message} aria-label={t('trMessage')} aria-invalid={errors.message ? true : undefined} data-testid="consult-message" onChange={(e) => setDraft((d) => ({ ...d, message: e.target.value }))} />
          <span className="p-muted p-small t-count">
            {draft.message.length} / {APPOINTMENT_MESSAGE_MAX}
          </span>
        </Field>
        <Field label={t('trVideo')} testId="video-field">
          <FilePicker
            files={draft.video ? [draft.video] : []}
            max={1}
            kinds={VIDEO_ONLY}
            testId="consult-video"
            onChange={(files) => setDraft((d) => ({ ...d, video: files[0] ?? null }))}
          />
        </Field>
        <Field label={t('trSlot')} testId="slot-field">
          {slots.state === 'loading' ? <Loading /> : null}
          <div className="p-choices" role="radiogroup" aria-label={t('trSlot')}>
            <label className={`p-choice${draft.slotId === '' ? ' p-choice-on' : ''}`}>
              <input type="radio" name="slot" checked={draft.slotId === ''} onChange={() => setDraft((d) => ({ ...d, slotId: '' }))} />
              {t('trNoSlot')}
            </label>
            {open.map((s) => (
              <label key={s.date_id} className={`p-choice${draft.slotId === s.date_id ? ' p-choice-on' : ''}`} data-testid="slot">
                <input type="radio" name="slot" checked={draft.slotId === s.date_id} onChange={() => setDraft((d) => ({ ...d, slotId: s.date_id }))} />
                <span>
                  {s.date_string} · {s.specialist_name}
                </span>
              </label>
            ))}
          </div>
          {slots.state !== 'loading' && open.length === 0 ? <p className="p-muted p-small">{t('trNoSlots')}</p> : null}
        </Field>
        <button type="submit" className="p-button p-button-primary p-button-block" disabled={saving} data-testid="send-consult">
          {t('trConsultSend')}
        </button>
      </form>
    </div>
  );
}
