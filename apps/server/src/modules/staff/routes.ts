/** /api/base/users/*: thin handlers: auth hook, schema, service, presenter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { RequestValidationError } from '../../http/validation';
import { authenticate, sessionOf } from '../auth';
import { addUser, deleteUser, updateUser, userInfo, usersPage } from './service';

const tags = ['users'];

export const managedUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    C.list.path,
    { onRequest, schema: schemaOf(C.list, { tags, summary: 'Users with an identity in the current institution (deleted ones as a placeholder)' }) },
    async (req) => {
      const { list, page } = await usersPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    C.info.path,
    { onRequest, schema: schemaOf(C.info, { tags, summary: 'One user of the current institution' }) },
    async (req) => ok(localeOf(req), await userInfo(ctx, sessionOf(req), req.query._id)),
  );

  app.post(
    C.add.path,
    { onRequest, schema: schemaOf(C.add, { tags, summary: 'Add a user with a role of the current institution; they must change the password at first login' }) },
    async (req) => ok(localeOf(req), await addUser(ctx, sessionOf(req), req.body)),
  );

  app.put(
    C.update.path,
    { onRequest, schema: schemaOf(C.update, { tags, summary: 'Change nickname, role in this institution, or disabled' }) },
    async (req) => ok(localeOf(req), await updateUser(ctx, sessionOf(req), req.body)),
  );

  app.delete(
    C.delete.path,
    { onRequest, schema: schemaOf(C.delete, { tags, summary: 'Delete (softly) a user: disabled, sessions ended' }) },
    async (req) => {
      const id = req.body?._id ?? req.query._id;
      if (id === undefined) throw new RequestValidationError([{ code: 'custom', path: ['_id'], message: 'required', input: req.body }], 'body');
      return ok(localeOf(req), { deleted: await deleteUser(ctx, sessionOf(req), id) });
    },
  );
};
