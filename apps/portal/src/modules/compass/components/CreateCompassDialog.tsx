/**
 * A new case (dialog 'compass/create'): the seeded form `compass_create_from` (child and
 * version), POST compass/add, then the dialog finishes with the new case so the flow can open it.
 */
import { COMPASS_CALLS, COMPASS_CREATE_FORM, COMPASS_VERSIONS } from '@portal/shared';
import { callWith, DynamicForm, request, type DialogComponentProps, type FormValues } from '@portal/ui';
import { childOfData, textOf } from '../../testing';

export function CreateCompassDialog({ data, finish, cancel }: DialogComponentProps) {
  // From the children list: the row's child is fixed in the form.
  const child = childOfData(data);
  const create = async (values: FormValues) => {
    // The form's version list is compass_version (v1, v2); none chosen is v1.
    const version = COMPASS_VERSIONS.find((v) => v === textOf(values.version)) ?? 'v1';
    const body = { children_id: child?._id ?? textOf(values.children_id), version };
    try {
      const created = (await callWith(request, COMPASS_CALLS.add, { body })).data;
      finish(created);
    } catch {
      // the call client showed the server's message; the dialog stays for another try
    }
  };
  return <DynamicForm fromName={COMPASS_CREATE_FORM} initialValues={child ? { children_id: child._id } : {}} onClose={cancel} onSubmit={create} />;
}
