/** /api/system/menu/*. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MENU_ADD_API, MENU_ALL_TREE_API, MENU_DELETE_API, MENU_MOVE_API, menuAddBody, menuDeleteBody, menuDeleteResult, menuEditBody, menuInfoQuery, menuInfoTreeResult, menuMoveBody, menuNode } from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { editMenu, menuInfo, menuInfoTree } from './service';
import { addMenu, allMenusTree, deleteMenu, moveMenu } from './tree-edit';

const tags = ['menu'];

/** `seededMenuIds`: the menus the product ships, which cannot be deleted. */
export const menuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; seededMenuIds: ReadonlySet<string> }> = async (app, { ctx, seededMenuIds }) => {
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

  app.get(
    MENU_ALL_TREE_API,
    { onRequest, schema: { tags, summary: 'Every menu, held or not: the tree under main_local and the flat list (needs system_menu)', response: { 200: envelopeOf(menuInfoTreeResult) } } },
    async (req) => ok(localeOf(req), await allMenusTree(ctx, sessionOf(req))),
  );

  app.post(
    MENU_ADD_API,
    { onRequest, schema: { tags, summary: 'Add a menu under a parent, or a stand-alone permission menu (needs system_menu; granted to the caller’s role)', body: menuAddBody, response: { 200: envelopeOf(menuNode) } } },
    async (req) => ok(localeOf(req), await addMenu(ctx, sessionOf(req), req.body)),
  );

  app.post(
    MENU_MOVE_API,
    { onRequest, schema: { tags, summary: 'Move a menu to another parent and/or place; never under itself or its sub-menus (needs system_menu)', body: menuMoveBody, response: { 200: envelopeOf(menuNode) } } },
    async (req) => ok(localeOf(req), await moveMenu(ctx, sessionOf(req), req.body)),
  );

  app.delete(
    MENU_DELETE_API,
    { onRequest, schema: { tags, summary: 'Delete a menu without sub-menus, and its grants in every institution (needs system_menu; built-in menus refused)', body: menuDeleteBody, response: { 200: envelopeOf(menuDeleteResult) } } },
    async (req) => ok(localeOf(req), await deleteMenu(ctx, sessionOf(req), req.body, seededMenuIds)),
  );
};
