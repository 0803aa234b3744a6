/** Role rows → the shared `ManagedRole` shape. */
import type { ManagedRole } from '@portal/shared';

export interface RoleListed {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  userCount: number;
  createdAt: Date;
}

export function presentRole(row: RoleListed): ManagedRole {
  return { _id: row.id, code: row.code, name: row.name, name_en: row.nameEn, user_count: row.userCount, createdTime: row.createdAt.toISOString() };
}
