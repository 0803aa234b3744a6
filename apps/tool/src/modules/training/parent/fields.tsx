/** The feedback form's inputs, thumb-sized: star buttons, score buttons, minutes, a file picker. */
import { MAX_STARS, mediaAccept, type MediaKind } from '@portal/shared';
import { useId, useState, type ReactNode } from 'react';
import { useTrainingText } from './texts';
import { FEEDBACK_KINDS, fileProblem, headOf, newUuid, type FieldError, type PickedFile } from './form';

export function Field({ label, error, children, testId }: { label: string; error?: FieldError | undefined; children: ReactNode; testId: string }) {
  const { t } = useTrainingText();
  return (
    <div className={`p-field${error ? ' p-field-error' : ''}`} data-testid={testId}>
      <span className="p-label">{label}</span>
      {children}
      {error ? (
        <span className="p-field-message" role="alert" data-testid="field-error">
          {t(error.key, error.params)}
        </span>
      ) : null}
    </div>
  );
}

export function StarButtons({ value, onChange, testId }: { value: number | null; onChange: (n: number) => void; testId: string }) {
  const { t } = useTrainingText();
  return (
    <div className="t-stars" role="radiogroup" aria-label={t('trStars')}>
      {Array.from({ length: MAX_STARS + 1 }, (_, n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t('trStarsN', { n })}
          className={`t-star${value !== null && n <= value && n > 0 ? ' t-star-on' : ''}${value === n ? ' t-chosen' : ''}`}
          data-testid={`${testId}-${n}`}
          onClick={() => onChange(n)}
        >
          {n === 0 ? '0' : '★'}
        </button>
      ))}
    </div>
  );
}

/** Large number buttons up to 10; a stepper beyond (a long row of buttons would not fit a phone). */
export function ScoreButtons({ value, max, onChange, testId }: { value: number | null; max: number; onChange: (n: number) => void; testId: string }) {
  const { t } = useTrainingText();
  if (max <= 10) {
    return (
      <div className="t-scores" role="radiogroup" aria-label={t('trScores', { max })}>
        {Array.from({ length: max + 1 }, (_, n) => (
          <button key={n} type="button" role="radio" aria-checked={value === n} className={`t-score${value === n ? ' t-chosen' : ''}`} data-testid={`${testId}-${n}`} onClick={() => onChange(n)}>
            {n}
          </button>
        ))}
      </div>
    );
  }
  const current = value ?? 0;
  return (
    <div className="t-stepper">
      <button type="button" className="p-button" aria-label={t('trScoreDown')} data-testid={`${testId}-minus`} onClick={() => onChange(Math.max(0, current - 1))}>
        −
      </button>
      <output data-testid={`${testId}-value`}>{value ?? '–'}</output>
      <button type="button" className="p-button" aria-label={t('trScoreUp')} data-testid={`${testId}-plus`} onClick={() => onChange(Math.min(max, value === null ? 0 : current + 1))}>
        +
      </button>
    </div>
  );
}

const QUICK_MINUTES = [5, 10, 15, 20, 30];

export function MinutesInput({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: FieldError | undefined }) {
  const { t } = useTrainingText();
  const id = useId();
  return (
    <Field label={t('trMinutes')} error={error} testId="minutes-field">
      <div className="t-minutes">
        <input id={id} className="p-input" type="number" inputMode="numeric" min={0} max={600} value={value} aria-label={t('trMinutes')} data-testid="minutes" onChange={(e) => onChange(e.target.value)} />
        <span>{t('trMinutesUnit')}</span>
      </div>
      <div className="t-quick">
        {QUICK_MINUTES.map((n) => (
          <button key={n} type="button" className={`t-chip${value === String(n) ? ' t-chosen' : ''}`} aria-label={t('trMinutesN', { n })} aria-pressed={value === String(n)} data-testid={`minutes-${n}`} onClick={() => onChange(String(n))}>
            {n}
          </button>
        ))}
      </div>
    </Field>
  );
}

/**
 * Photo, video or recording from the phone: one button opens the camera (`capture`), the other the
 * phone's files. Checked here (type, size, count) before the file joins the form.
 */
export function FilePicker({
  files,
  onChange,
  max,
  testId,
  kinds = FEEDBACK_KINDS,
}: {
  files: PickedFile[];
  onChange: (files: PickedFile[]) => void;
  max: number;
  testId: string;
  kinds?: readonly MediaKind[];
}) {
  const { t } = useTrainingText();
  const [problem, setProblem] = useState<FieldError | null>(null);
  const accept = mediaAccept(kinds);
  const add = async (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    const heads = await Promise.all(picked.map((f) => headOf(f).catch(() => new Uint8Array())));
    const bad = picked.map((f, i) => fileProblem(heads[i]!, f.size, kinds)).find(Boolean) ?? null;
    if (bad) return setProblem(bad);
    if (files.length + picked.length > max) return setProblem({ key: 'trTooMany', params: { max } });
    setProblem(null);
    onChange([...files, ...picked.map((f) => ({ id: newUuid(), name: f.name, type: f.type, size: f.size, blob: f }))]);
  };
  return (
    <div className="t-files" data-testid={testId}>
      <div className="t-file-buttons">
        <label className="p-button p-button-quiet t-file-button">
          {t('trTake')}
          <input className="p-visually-hidden" type="file" accept={accept} capture="environment" data-testid={`${testId}-capture`} onChange={(e) => (void add(e.target.files), (e.target.value = ''))} />
        </label>
        <label className="p-button p-button-quiet t-file-button">
          {t('trChoose')}
          <input className="p-visually-hidden" type="file" accept={accept} multiple={max > 1} data-testid={`${testId}-input`} onChange={(e) => (void add(e.target.files), (e.target.value = ''))} />
        </label>
      </div>
      {problem ? (
        <span className="p-field-message" role="alert" data-testid="file-problem">
          {t(problem.key, problem.params)}
        </span>
      ) : null}
      {files.length > 0 ? (
        <ul className="t-file-list">
          {files.map((f) => (
            <li key={f.id} data-testid="picked-file">
              <span className="t-file-name">{f.name}</span>
              <span className="p-muted p-small">{Math.max(1, Math.round(f.size / 1024))} KB</span>
              <button type="button" className="p-button p-button-quiet" aria-label={t('trRemoveFile', { name: f.name })} onClick={() => onChange(files.filter((x) => x.id !== f.id))}>
                {t('trRemove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
