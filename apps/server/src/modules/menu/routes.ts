/** /api/system/menu/* (spec §7.2). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuEditBody, menuInfoQuery, menuInfoTreeResult, menuNode } from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth/hooks';
import { editMenu, menuInfo, menuInfoTree } from './service';

const tags = ['menu'];

export const menuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    '/api/system/menu/infoTree',
    { onRequest, schema: { tags, summary: 'Menus of the current role: the tree under main_local and the flat list', response: { 200: envelopeOf(menuInfoTreeResult) } } },
    async (req) => ok(localeOf(req), await menuInfoTree(ctx, sessionOf(req))),
  );

  app.get(
    '/api/system/menu/info',
    { onRequest, schema: { tags, summary: 'One menu the current role holds', querystring: menuInfoQuery, response: { 200: envelopeOf(menuNode) } } },
    async (req) => ok(localeOf(req), await menuInfo(ctx, sessionOf(req), req.query.menuId)),
  );

  app.post(
    '/api/system/menu/edit',
    { onRequest, schema: { tags, summary: 'Edit a menu definition (needs the system_menu menu)', body: menuEditBody, response: { 200: envelopeOf(menuNode) } } },
    async (req) => ok(localeOf(req), await editMenu(ctx, sessionOf(req), req.body)),
  );
};
