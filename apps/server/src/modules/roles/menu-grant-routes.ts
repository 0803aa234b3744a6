/** GET /api/system/dev/status, GET and PUT /api/system/role/menus. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devStatusResult, roleMenusBody, roleMenusQuery, roleMenusResult } from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { devStatus, roleMenuTree, saveRoleMenus } from './menu-grants';

const tags = ['menu'];

export const roleMenuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    '/api/system/dev/status',
    { onRequest, schema: { tags, summary: 'Whether definition editing is on and whether the caller holds the developer and menu-admin menus', response: { 200: envelopeOf(devStatusResult) } } },
    async (req) => ok(localeOf(req), await devStatus(ctx, sessionOf(req))),
  );

  app.get(
    '/api/system/role/menus',
    { onRequest, schema: { tags, summary: 'All menus with those a role of the caller’s institution holds (needs system_menu)', querystring: roleMenusQuery, response: { 200: envelopeOf(roleMenusResult) } } },
    async (req) => ok(localeOf(req), await roleMenuTree(ctx, sessionOf(req), req.query.roleId)),
  );

  app.put(
    '/api/system/role/menus',
    { onRequest, schema: { tags, summary: 'Replace the menus of a role of the caller’s institution (needs system_menu; main_local is always kept)', body: roleMenusBody, response: { 200: envelopeOf(roleMenusResult) } } },
    async (req) => ok(localeOf(req), await saveRoleMenus(ctx, sessionOf(req), req.body)),
  );
};
