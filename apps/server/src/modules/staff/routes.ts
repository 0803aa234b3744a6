/** /api/base/users/*: thin handlers: auth hook, schema, service, presenter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteByIdBody, deletedResult, idQuery, managedUser, userAddBody, userListQuery, userUpdateBody } from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok, okPage, pageEnvelopeOf } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { RequestValidationError } from '../../http/validation';
import { authenticate, sessionOf } from '../auth';
import { addUser, deleteUser, updateUser, userInfo, usersPage } from './service';

const tags = ['users'];
const BASE = '/api/base/users';

export const managedUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    `${BASE}/list`,
    { onRequest, schema: { tags, summary: 'Users with an identity in the current institution (deleted ones as a placeholder)', querystring: userListQuery, response: { 200: pageEnvelopeOf(managedUser) } } },
    async (req) => {
      const { list, page } = await usersPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    `${BASE}/info`,
    { onRequest, schema: { tags, summary: 'One user of the current institution', querystring: idQuery, response: { 200: envelopeOf(managedUser) } } },
    async (req) => ok(localeOf(req), await userInfo(ctx, sessionOf(req), req.query._id)),
  );

  app.post(
    `${BASE}/add`,
    { onRequest, schema: { tags, summary: 'Add a user with a role of the current institution; they must change the password at first login', body: userAddBody, response: { 200: envelopeOf(managedUser) } } },
    async (req) => ok(localeOf(req), await addUser(ctx, sessionOf(req), req.body)),
  );

  app.put(
    `${BASE}/update`,
    { onRequest, schema: { tags, summary: 'Change nickname, role in this institution, or disabled', body: userUpdateBody, response: { 200: envelopeOf(managedUser) } } },
    async (req) => ok(localeOf(req), await updateUser(ctx, sessionOf(req), req.body)),
  );

  app.delete(
    `${BASE}/delete`,
    { onRequest, schema: { tags, summary: 'Delete (softly) a user: disabled, sessions ended', querystring: idQuery.partial(), body: deleteByIdBody.nullish(), response: { 200: envelopeOf(deletedResult) } } },
    async (req) => {
      const id = req.body?._id ?? req.query._id;
      if (id === undefined) throw new RequestValidationError([{ code: 'custom', path: ['_id'], message: 'required', input: req.body }], 'body');
      return ok(localeOf(req), { deleted: await deleteUser(ctx, sessionOf(req), id) });
    },
  );
};
