/**
 * Who may write definitions: holders of the developer menu, and only while the
 * server runs in development mode (DEFINITION_EDITING). Run as a preValidation hook so a caller
 * without the right hears "no permission" rather than details of a body they may not send.
 */
import type { FastifyRequest } from 'fastify';
import { DEVELOPER_MENU } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { guard, roleHoldsMenu, sessionOf } from '../auth';

export function requireDefinitionEditing(ctx: AppContext) {
  return guard('developer', async function checkDefinitionEditing(req: FastifyRequest): Promise<void> {
    if (!ctx.config.definitionEditing) throw new AppError('definitionEditingDisabled');
    if (!(await roleHoldsMenu(ctx, sessionOf(req), DEVELOPER_MENU))) throw new AppError('noPermission');
  });
}
