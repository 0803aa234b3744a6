/**
 * Enrol a child in a course (dialog 'training/create'): the seeded form named by the action
 * (`modalProps.fromName`: child, course, activation date, order code, remarks), then POST
 * students/create. A refusal (already enrolled, unknown course) is the server's message and the
 * dialog stays for another try.
 */
import { TRAINING_CALLS } from '@portal/shared';
import { callWith, DynamicForm, feedback, request, type DialogComponentProps, type FormValues } from '@portal/ui';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { createBody } from './studentForm';

export function CreateStudentDialog({ props, finish, cancel }: DialogComponentProps) {
  const { t } = useTranslation();
  const fromName = typeof props.fromName === 'string' ? props.fromName : '';
  if (!fromName) return <Alert type="error" showIcon title={t('action.noForm')} />;
  const create = async (values: FormValues) => {
    try {
      const created = (await callWith(request, TRAINING_CALLS.create, { body: createBody(values) })).data;
      void feedback().message.success(t('trainingStudents.created'));
      finish(created);
    } catch {
      // the call client showed the server's message
      return false;
    }
  };
  return (
    <div data-testid="training-create">
      <DynamicForm fromName={fromName} onClose={cancel} onSubmit={create} />
    </div>
  );
}
