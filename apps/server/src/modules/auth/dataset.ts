/**
 * GET /dataset/isAuth: may the caller perform `action` on row `id`? Only when
 * the role holds the action's menu (else 403) and the row is a live row of the caller's current
 * institution (else 404, the same answer whether the row is elsewhere or nowhere: no leak).
 */
import type { DatasetAction, DatasetAuthResult } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { requireMenu } from './permissions';
import type { SessionUser } from './session';
import { DATASET_ACTION_REGISTRY } from './data-actions';

export async function datasetIsAuth(ctx: AppContext, session: SessionUser, action: DatasetAction, id: string): Promise<DatasetAuthResult> {
  const entry = DATASET_ACTION_REGISTRY[action];
  const institutionId = await requireMenu(ctx, session, entry.menuId);
  if (!(await entry.rowExists(ctx, institutionId, id))) throw new AppError('notFound');
  return { action, id, allowed: true };
}
