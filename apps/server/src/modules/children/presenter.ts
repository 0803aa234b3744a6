/** Child rows → the shared `Child` shape (never raw rows). */
import type { Child } from '@portal/shared';
import type { children } from './schema';

export type ChildRow = Pick<
  typeof children.$inferSelect,
  'id' | 'name' | 'gender' | 'birthday' | 'childrenCode' | 'phoneNumber' | 'parentPhone' | 'mrnCode' | 'otherContactDetails' | 'createdAt'
>;

export function presentChild(row: ChildRow): Child {
  return {
    _id: row.id,
    name: row.name,
    gender: row.gender === 'female' ? 'female' : 'male',
    birthday: row.birthday,
    children_code: row.childrenCode,
    phone_number: row.phoneNumber,
    parent_phone: row.parentPhone,
    mrn_code: row.mrnCode,
    other_contact_details: row.otherContactDetails,
    createdTime: row.createdAt.toISOString(),
  };
}
