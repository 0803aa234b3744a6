import type { UserInfo } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { currentIdentityNames } from './identity';

const user: UserInfo = {
  _id: 'u', token: 't', username: 'doctor', nickname: '', institution: 'i1', role: 'r1', institutionId: 'i1', roleId: 'r1',
  from_institution_name: 'Portal', from_role_mame: '', locale_type: 'zh',
  institution_list: [{ _id: 'i1', name: '阳光儿童中心', nameEn: 'Sunshine Children Centre' }],
  role_list: [{ _id: 'r1', name: '评估师', nameEn: '', institutionId: 'i1' }],
};

describe('current identity names', () => {
  it('uses the option lists in the current language, falling back to the other language', () => {
    expect(currentIdentityNames(user, 'en')).toEqual({ institution: 'Sunshine Children Centre', role: '评估师' });
  });
  it('falls back to the names in the login info', () => {
    expect(currentIdentityNames({ ...user, institutionId: 'x', roleId: 'y', from_role_mame: 'Staff' }, 'zh')).toEqual({ institution: 'Portal', role: 'Staff' });
  });
});
