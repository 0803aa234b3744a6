/** Who may use the training calls (README 'Permissions'): the training menu and, for the guarded actions, one more permission menu. */
import { TRAINING_MENU } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { requireMenu, roleHoldsMenu, type SessionUser } from '../auth';

/** The caller's institution when its role holds `training_students` (and `extraMenu`, when given); else 403. */
export async function requireTraining(ctx: AppContext, session: SessionUser, extraMenu?: string): Promise<string> {
  const institutionId = await requireMenu(ctx, session, TRAINING_MENU);
  if (extraMenu && !(await roleHoldsMenu(ctx, session, extraMenu))) throw new AppError('noPermission');
  return institutionId;
}
