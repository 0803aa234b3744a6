/**
 * The feedback form of an activity's type (feedback.ts): Blank a 'done' button; Text a textarea;
 * File files; Problem/Array/Island per question its parts in order (stars, score, text, upload);
 * always the minutes practised. A checked form goes to the outbox (IndexedDB) before anything is
 * sent, with a submission_id made here.
 */
import { FEEDBACK_FILES_MAX, FEEDBACK_TEXT_MAX, type ParentActivity } from '@portal/shared';
import { useEffect, useState } from 'react';
import { dropDraft, useDraft } from './drafts';
import { showToast } from '../../parent-frame';
import { useTrainingText } from './texts';
import { Field, FilePicker, MinutesInput, ScoreButtons, StarButtons } from './fields';
import { emptyDraft, feedbackItemOf, newUuid, validateDraft, type AnswerDraft, type FeedbackDraft, type FormErrors } from './form';
import type { Outbox } from './outbox';

/** A stored draft fits when it has an answer for every question of the activity. */
function fits(activity: ParentActivity) {
  return (stored: FeedbackDraft) => (stored && activity.questions.every((q) => stored.answers?.[q.id]) ? stored : null);
}

export function FeedbackForm({ activity, outbox, onQueued, draftKey }: { activity: ParentActivity; outbox: Outbox; onQueued: () => void; draftKey: string }) {
  const { t, l } = useTrainingText();
  const [draft, setDraft] = useDraft<FeedbackDraft>(draftKey, () => emptyDraft(activity), fits(activity));
  const [errors, setErrors] = useState<FormErrors>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const type = activity.activity_operations;
  // After a first refused attempt the marks follow the answers, so a fixed part stops being red.
  useEffect(() => {
    if (checked) setErrors(validateDraft(activity, draft));
  }, [checked, activity, draft]);
  const setAnswer = (id: string, patch: Partial<AnswerDraft>) =>
    setDraft((d) => ({ ...d, answers: { ...d.answers, [id]: { ...d.answers[id]!, ...patch } } }));

  async function submit() {
    const found = validateDraft(activity, draft);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return showToast(t('trFixErrors'), 'warning');
    setSaving(true);
    try {
      // Resolves once the submission is durable on the phone; sending goes on in the background.
      await outbox.put(newUuid(), feedbackItemOf(activity, draft));
      await dropDraft(draftKey);
      showToast(t('trSaved'), 'info');
      onQueued();
    } catch (error) {
      showToast(String(error), 'error');
      setSaving(false);
    }
  }

  return (
    <form
      className="p-card p-form"
      data-testid="feedback-form"
      data-type={type}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 className="t-section-title">{t('trFeedback')}</h3>
      {type === 'Text' ? (
        <Field label={t('trTextLabel')} error={errors.content} testId="text-field">
          <textarea className="p-input" rows={5} maxLength={FEEDBACK_TEXT_MAX} value={draft.content} aria-label={t('trTextLabel')} aria-invalid={errors.content ? true : undefined} data-testid="feedback-text" onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))} />
        </Field>
      ) : null}
      {type === 'File' ? (
        <Field label={t('trFiles')} error={errors.files} testId="files-field">
          <FilePicker files={draft.files} max={FEEDBACK_FILES_MAX} testId="feedback-files" onChange={(files) => setDraft((d) => ({ ...d, files }))} />
        </Field>
      ) : null}
      {type === 'Problem' || type === 'Array' || type === 'Island'
        ? activity.questions.map((q, index) => {
            const a = draft.answers[q.id]!;
            return (
              <fieldset key={q.id} className="t-question" data-testid={`question-${q.id}`}>
                <legend className="p-form-title">
                  {index + 1}. {l(q.title)}
                </legend>
                {q.description ? <p className="p-muted p-small">{l(q.description)}</p> : null}
                {q.answer.map((part) => {
                  const error = errors[`${q.id}.${part}`];
                  const testId = `${q.id}-${part}`;
                  if (part === 'star')
                    return (
                      <Field key={part} label={t('trStars')} error={error} testId={`${testId}-field`}>
                        <StarButtons value={a.star} testId={testId} onChange={(star) => setAnswer(q.id, { star })} />
                      </Field>
                    );
                  if (part === 'scores')
                    return (
                      <Field key={part} label={t('trScores', { max: q.max_score ?? 0 })} error={error} testId={`${testId}-field`}>
                        <ScoreButtons value={a.scores} max={q.max_score ?? 0} testId={testId} onChange={(scores) => setAnswer(q.id, { scores })} />
                      </Field>
                    );
                  if (part === 'content')
                    return (
                      <Field key={part} label={t('trAnswerContent')} error={error} testId={`${testId}-field`}>
                        <textarea className="p-input" rows={3} maxLength={FEEDBACK_TEXT_MAX} value={a.content} aria-label={`${l(q.title)}: ${t('trAnswerContent')}`} aria-invalid={error ? true : undefined} data-testid={testId} onChange={(e) => setAnswer(q.id, { content: e.target.value })} />
                      </Field>
                    );
                  return (
                    <Field key={part} label={t('trUpload')} error={error} testId={`${testId}-field`}>
                      <FilePicker files={a.files} max={FEEDBACK_FILES_MAX} testId={testId} onChange={(files) => setAnswer(q.id, { files })} />
                    </Field>
                  );
                })}
              </fieldset>
            );
          })
        : null}
      <MinutesInput value={draft.minutes} error={errors.minutes} onChange={(minutes) => setDraft((d) => ({ ...d, minutes }))} />
      <button type="submit" className="p-button p-button-primary p-button-block" disabled={saving} data-testid="send-feedback">
        {type === 'Blank' ? t('trDone') : t('trSend')}
      </button>
    </form>
  );
}
