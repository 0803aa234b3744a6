/**
 * Edit a student (dialog 'training/edit'): order code, remarks, reservation stage, locks and stay
 * days in the seeded form the action names, then POST students/update. The form's lock keys
 * become the lock list (studentForm.ts).
 */
import { TRAINING_CALLS, type TrainingStudentRow } from '@portal/shared';
import { callWith, DynamicForm, feedback, request, type DialogComponentProps, type FormValues } from '@portal/ui';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { firstRow } from '../../testing';
import { editValues, updateBody } from './studentForm';

export function EditStudentDialog({ data, props, finish, cancel }: DialogComponentProps) {
  const { t } = useTranslation();
  const row = firstRow(data) as TrainingStudentRow | null;
  const fromName = typeof props.fromName === 'string' ? props.fromName : '';
  if (!fromName || !row?._id) return <Alert type="error" showIcon title={t('action.noForm')} />;
  const save = async (values: FormValues) => {
    try {
      const saved = (await callWith(request, TRAINING_CALLS.update, { body: updateBody(row._id, values, row.lock_list ?? [], new Date()) })).data;
      void feedback().message.success(t('action.sent'));
      finish(saved);
    } catch {
      // the call client showed the server's message; the form keeps what was typed
      return false;
    }
  };
  return (
    <div data-testid="training-edit">
      <DynamicForm fromName={fromName} draftId={row._id} initialValues={editValues({ ...row, lock_list: row.lock_list ?? [] })} onClose={cancel} onSubmit={save} />
    </div>
  );
}
