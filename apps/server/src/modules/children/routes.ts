/** /api/base/children/*: thin handlers: auth hook, schema, service, presenter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { child, childAddBody, childDeleteBody, childDeleteResult, childInfoQuery, childrenListQuery, childUpdateBody } from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok, okPage, pageEnvelopeOf } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { RequestValidationError } from '../../http/validation';
import { authenticate, sessionOf } from '../auth';
import { addChild, childInfo, childrenPage, deleteChildren, updateChild } from './service';

const tags = ['children'];
/** Clients that cannot send a DELETE body put the id in the query. */
const deleteQuery = z.object({ _id: z.string().trim().min(1).max(64).optional() });

export const childrenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    '/api/base/children/list',
    {
      onRequest,
      schema: { tags, summary: 'Children of the current institution, filtered, newest first, one page', querystring: childrenListQuery, response: { 200: pageEnvelopeOf(child) } },
    },
    async (req) => {
      const { list, page } = await childrenPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    '/api/base/children/info',
    { onRequest, schema: { tags, summary: 'One child of the current institution', querystring: childInfoQuery, response: { 200: envelopeOf(child) } } },
    async (req) => ok(localeOf(req), await childInfo(ctx, sessionOf(req), req.query._id)),
  );

  app.post(
    '/api/base/children/add',
    { onRequest, schema: { tags, summary: 'Add a child to the current institution', body: childAddBody, response: { 200: envelopeOf(child) } } },
    async (req) => ok(localeOf(req), await addChild(ctx, sessionOf(req), req.body)),
  );

  app.put(
    '/api/base/children/update',
    { onRequest, schema: { tags, summary: 'Change the fields sent; null or an empty string clears an optional field', body: childUpdateBody, response: { 200: envelopeOf(child) } } },
    async (req) => ok(localeOf(req), await updateChild(ctx, sessionOf(req), req.body)),
  );

  app.delete(
    '/api/base/children/delete',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete (softly) one child (_id) or several (ids), all or none',
        querystring: deleteQuery,
        // Fastify hands a body-less request a null body.
        body: childDeleteBody.nullish(),
        response: { 200: envelopeOf(childDeleteResult) },
      },
    },
    async (req) => {
      const id = req.body?._id ?? req.query._id;
      const ids = req.body?.ids ?? (id === undefined ? undefined : [id]);
      if (!ids) throw new RequestValidationError([{ code: 'custom', path: [], message: '_id or ids is required', input: req.body }], 'body');
      return ok(localeOf(req), { deleted: await deleteChildren(ctx, sessionOf(req), ids) });
    },
  );
};
