/** /api/system/menu/*. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MENU_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { editMenu, menuInfo, menuInfoTree } from './service';
import { addMenu, allMenusTree, deleteMenu, moveMenu } from './tree-edit';

const tags = ['menu'];

/** `seededMenuIds`: the menus the product ships, which cannot be deleted. */
export const menuRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; seededMenuIds: ReadonlySet<string> }> = async (app, { ctx, seededMenuIds }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    C.infoTree.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.infoTree, { tags, summary: 'Menus of the current role: the tree under main_local and the flat list' }) },
    async (req) => ok(localeOf(req), await menuInfoTree(ctx, sessionOf(req))),
  );

  app.get(
    C.info.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.info, { tags, summary: 'One menu the current role holds' }) },
    async (req) => ok(localeOf(req), await menuInfo(ctx, sessionOf(req), req.query.menuId)),
  );

  app.post(
    C.edit.path,
    { onRequest, schema: schemaOf(C.edit, { tags, summary: 'Edit a menu definition (needs the system_menu menu)' }) },
    async (req) => ok(localeOf(req), await editMenu(ctx, sessionOf(req), req.body)),
  );

  app.get(
    C.allTree.path,
    { onRequest, schema: schemaOf(C.allTree, { tags, summary: 'Every menu, held or not: the tree under main_local and the flat list (needs system_menu)' }) },
    async (req) => ok(localeOf(req), await allMenusTree(ctx, sessionOf(req))),
  );

  app.post(
    C.add.path,
    { onRequest, schema: schemaOf(C.add, { tags, summary: 'Add a menu under a parent, or a stand-alone permission menu (needs system_menu; granted to the caller’s role)' }) },
    async (req) => ok(localeOf(req), await addMenu(ctx, sessionOf(req), req.body)),
  );

  app.post(
    C.move.path,
    { onRequest, schema: schemaOf(C.move, { tags, summary: 'Move a menu to another parent and/or place; never under itself or its sub-menus (needs system_menu)' }) },
    async (req) => ok(localeOf(req), await moveMenu(ctx, sessionOf(req), req.body)),
  );

  app.delete(
    C.delete.path,
    { onRequest, schema: schemaOf(C.delete, { tags, summary: 'Delete a menu without sub-menus, and its grants in every institution (needs system_menu; built-in menus refused)' }) },
    async (req) => ok(localeOf(req), await deleteMenu(ctx, sessionOf(req), req.body, seededMenuIds)),
  );
};
