/** /api/base/role/*: thin handlers: auth hook, schema, service, presenter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteByIdBody, deletedResult, idQuery, managedRole, roleAddBody, roleListQuery, roleSelectOption, roleUpdateBody } from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok, okPage, pageEnvelopeOf } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { RequestValidationError } from '../../http/validation';
import { authenticate, sessionOf } from '../auth';
import { addRole, deleteRole, roleInfo, roleOptions, rolesPage, updateRole } from './service';

const tags = ['roles'];
const BASE = '/api/base/role';

export const roleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    `${BASE}/list`,
    { onRequest, schema: { tags, summary: 'Roles of the current institution, with how many users hold each', querystring: roleListQuery, response: { 200: pageEnvelopeOf(managedRole) } } },
    async (req) => {
      const { list, page } = await rolesPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    `${BASE}/options`,
    { onRequest, schema: { tags, summary: 'Roles of the current institution as select options (user form)', response: { 200: envelopeOf(z.array(roleSelectOption)) } } },
    async (req) => ok(localeOf(req), await roleOptions(ctx, sessionOf(req))),
  );

  app.get(
    `${BASE}/info`,
    { onRequest, schema: { tags, summary: 'One role of the current institution', querystring: idQuery, response: { 200: envelopeOf(managedRole) } } },
    async (req) => ok(localeOf(req), await roleInfo(ctx, sessionOf(req), req.query._id)),
  );

  app.post(
    `${BASE}/add`,
    { onRequest, schema: { tags, summary: 'Add a role (code unique in the institution)', body: roleAddBody, response: { 200: envelopeOf(managedRole) } } },
    async (req) => ok(localeOf(req), await addRole(ctx, sessionOf(req), req.body)),
  );

  app.put(
    `${BASE}/update`,
    { onRequest, schema: { tags, summary: 'Change a role’s code or names', body: roleUpdateBody, response: { 200: envelopeOf(managedRole) } } },
    async (req) => ok(localeOf(req), await updateRole(ctx, sessionOf(req), req.body)),
  );

  app.delete(
    `${BASE}/delete`,
    { onRequest, schema: { tags, summary: 'Delete a role no user holds', querystring: idQuery.partial(), body: deleteByIdBody.nullish(), response: { 200: envelopeOf(deletedResult) } } },
    async (req) => {
      const id = req.body?._id ?? req.query._id;
      if (id === undefined) throw new RequestValidationError([{ code: 'custom', path: ['_id'], message: 'required', input: req.body }], 'body');
      return ok(localeOf(req), { deleted: await deleteRole(ctx, sessionOf(req), id) });
    },
  );
};
