import type { UserInfo } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { defaultRole, initialChoice, institutionOptions, needsIdentityChoice, roleOptions } from './identityOptions';

const doctor: UserInfo = {
  _id: 'u', token: 't', username: 'doctor', nickname: '李医生', institution: 'i1,i2', role: 'r1,r2,r3',
  institutionId: 'i1', roleId: 'r2', from_institution_name: 'Portal', from_role_mame: '', locale_type: 'zh',
  institution_list: [
    { _id: 'i1', name: '阳光儿童中心', nameEn: 'Sunshine Children Centre' },
    { _id: 'i2', name: '星星医院', nameEn: 'Star Hospital' },
  ],
  role_list: [
    { _id: 'r1', name: '医生', nameEn: 'Doctor', institutionId: 'i1' },
    { _id: 'r2', name: '评估师', nameEn: 'Assessor', institutionId: 'i1' },
    { _id: 'r3', name: '医生', nameEn: 'Doctor', institutionId: 'i2' },
  ],
};
const single = { ...doctor, institution_list: doctor.institution_list.slice(0, 1), role_list: doctor.role_list.slice(0, 1) };

describe('who must choose an identity', () => {
  it('a non-admin with two institutions', () => expect(needsIdentityChoice(doctor)).toBe(true));
  it('a non-admin with one institution but two roles', () =>
    expect(needsIdentityChoice({ ...single, role_list: doctor.role_list.slice(0, 2) })).toBe(true));
  it('not a user with one institution and one role', () => expect(needsIdentityChoice(single)).toBe(false));
  it('never admin, however many identities', () => expect(needsIdentityChoice({ ...doctor, username: 'admin' })).toBe(false));
});

describe('options', () => {
  it('lists institutions in the current language', () => {
    expect(institutionOptions(doctor, 'en')).toEqual([
      { value: 'i1', label: 'Sunshine Children Centre' },
      { value: 'i2', label: 'Star Hospital' },
    ]);
  });
  it('offers only the chosen institution’s roles', () => {
    expect(roleOptions(doctor, 'i1', 'zh').map((o) => o.label)).toEqual(['医生', '评估师']);
    expect(roleOptions(doctor, 'i2', 'en')).toEqual([{ value: 'r3', label: 'Doctor' }]);
    expect(roleOptions(doctor, undefined, 'en')).toEqual([]);
  });
});

describe('pre-selection', () => {
  it('keeps the current institution and role', () => expect(initialChoice(doctor)).toEqual({ institutionId: 'i1', roleId: 'r2' }));
  it('leaves the institution empty when the current one is unknown and there are several', () =>
    expect(initialChoice({ ...doctor, institutionId: '' })).toEqual({ institutionId: undefined, roleId: undefined }));
  it('picks an institution’s only role after switching to it', () => expect(defaultRole(doctor, 'i2', 'r2')).toBe('r3'));
  it('leaves the role empty when the institution has several and the current one is not there', () =>
    expect(defaultRole(doctor, 'i1', 'r3')).toBeUndefined());
});
