/** Demo staff accounts, the logins the README lists: each holds roles in the demo institutions. */
import type { InstitutionSeed } from '../modules/institutions';

export interface UserSeed {
  username: string;
  password: string;
  nickname: string;
  /** [institution key, role code]; the first is the current identity. */
  identities: Array<[InstitutionSeed['key'], string]>;
  mustChangePassword?: boolean;
}

export const DEMO_USERS: UserSeed[] = [
  { username: 'admin', password: 'Admin@12345', nickname: '系统管理员', identities: [['A', 'sysadmin'], ['B', 'inst_admin']] },
  { username: 'doctor', password: 'Doctor@12345', nickname: '王医生', identities: [['A', 'clinician'], ['A', 'inst_admin'], ['B', 'clinician']] },
  { username: 'teacher', password: 'Teacher@12345', nickname: '李老师', identities: [['A', 'teacher']] },
  { username: 'newstaff', password: 'Newstaff@12345', nickname: '新同事', identities: [['B', 'clinician']], mustChangePassword: true },
];
