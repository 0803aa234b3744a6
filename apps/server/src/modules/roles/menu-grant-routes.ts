/** GET /api/system/dev/status, GET and PUT /api/system/role/menus. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFINITION_CALLS, ROLE_CALLS } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { devStatus, roleMenuTree, saveRoleMenus } from './menu-grants';

const tags = ['menu'];

export const roleMenuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    DEFINITION_CALLS.devStatus.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(DEFINITION_CALLS.devStatus, { tags, summary: 'Whether definition editing is on and whether the caller holds the developer and menu-admin menus' }) },
    async (req) => ok(localeOf(req), await devStatus(ctx, sessionOf(req))),
  );

  app.get(
    ROLE_CALLS.menus.path,
    { onRequest, schema: schemaOf(ROLE_CALLS.menus, { tags, summary: 'All menus with those a role of the caller’s institution holds (needs system_menu)' }) },
    async (req) => ok(localeOf(req), await roleMenuTree(ctx, sessionOf(req), req.query.roleId)),
  );

  app.put(
    ROLE_CALLS.saveMenus.path,
    { onRequest, schema: schemaOf(ROLE_CALLS.saveMenus, { tags, summary: 'Replace the menus of a role of the caller’s institution (needs system_menu; main_local is always kept)' }) },
    async (req) => ok(localeOf(req), await saveRoleMenus(ctx, sessionOf(req), req.body)),
  );
};
