/** Who may use the early-screening calls: the `early_screening` menu; the interval also `early_screening_settings`. */
import { SCREENING_MENU } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { requireMenu, roleHoldsMenu, type SessionUser } from '../auth';

export async function requireScreening(ctx: AppContext, session: SessionUser, extraMenu?: string): Promise<string> {
  const institutionId = await requireMenu(ctx, session, SCREENING_MENU);
  if (extraMenu && !(await roleHoldsMenu(ctx, session, extraMenu))) throw new AppError('noPermission');
  return institutionId;
}
