/** /api/base/role/*: thin handlers: auth hook, schema, service, presenter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { RequestValidationError } from '../../http/validation';
import { authenticate, sessionOf } from '../auth';
import { addRole, deleteRole, roleInfo, roleOptions, rolesPage, updateRole } from './service';

const tags = ['roles'];

export const roleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    C.list.path,
    { onRequest, schema: schemaOf(C.list, { tags, summary: 'Roles of the current institution, with how many users hold each' }) },
    async (req) => {
      const { list, page } = await rolesPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    C.options.path,
    { onRequest, schema: schemaOf(C.options, { tags, summary: 'Roles of the current institution as select options (user form)' }) },
    async (req) => ok(localeOf(req), await roleOptions(ctx, sessionOf(req))),
  );

  app.get(
    C.info.path,
    { onRequest, schema: schemaOf(C.info, { tags, summary: 'One role of the current institution' }) },
    async (req) => ok(localeOf(req), await roleInfo(ctx, sessionOf(req), req.query._id)),
  );

  app.post(
    C.add.path,
    { onRequest, schema: schemaOf(C.add, { tags, summary: 'Add a role (code unique in the institution)' }) },
    async (req) => ok(localeOf(req), await addRole(ctx, sessionOf(req), req.body)),
  );

  app.put(
    C.update.path,
    { onRequest, schema: schemaOf(C.update, { tags, summary: 'Change a role’s code or names' }) },
    async (req) => ok(localeOf(req), await updateRole(ctx, sessionOf(req), req.body)),
  );

  app.delete(
    C.delete.path,
    { onRequest, schema: schemaOf(C.delete, { tags, summary: 'Delete a role no user holds' }) },
    async (req) => {
      const id = req.body?._id ?? req.query._id;
      if (id === undefined) throw new RequestValidationError([{ code: 'custom', path: ['_id'], message: 'required', input: req.body }], 'body');
      return ok(localeOf(req), { deleted: await deleteRole(ctx, sessionOf(req), id) });
    },
  );
};
