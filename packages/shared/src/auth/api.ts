/** Data actions (/dataset/isAuth): may the caller perform an action on a row? */
import { z } from 'zod';

/** Actions /dataset/isAuth knows; each is granted by a menu and needs the row in the caller's institution. */
export const DATASET_ACTIONS = [
  'children.view',
  'children.edit',
  'children.delete',
  // Management pages (institutions, users, roles).
  'institution_mgmt.view',
  'institution_mgmt.edit',
  'institution_mgmt.delete',
  // The institution tools and authorisation sub-tables (no delete: tools and rows are kept).
  'institution_tools.view',
  'institution_tools.edit',
  'institution_authorizations.view',
  'institution_authorizations.edit',
  'user_mgmt.view',
  'user_mgmt.edit',
  'user_mgmt.delete',
  'role_mgmt.view',
  'role_mgmt.edit',
  'role_mgmt.delete',
] as const;
export type DatasetAction = (typeof DATASET_ACTIONS)[number];
export const datasetAuthQuery = z.object({ action: z.enum(DATASET_ACTIONS), id: z.string().trim().min(1).max(64) });
export const datasetAuthResult = z.object({ action: z.enum(DATASET_ACTIONS), id: z.string(), allowed: z.literal(true) });
export type DatasetAuthResult = z.infer<typeof datasetAuthResult>;
