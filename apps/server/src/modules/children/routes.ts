/** /api/base/children/*: thin handlers: auth hook, schema, service, presenter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHILDREN_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { RequestValidationError } from '../../http/validation';
import { authenticate, sessionOf } from '../auth';
import { addChild, childInfo, childrenPage, deleteChildren, updateChild } from './service';

const tags = ['children'];

export const childrenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(C.list.path, { onRequest, schema: schemaOf(C.list, { tags, summary: 'Children of the current institution, filtered, newest first, one page' }) }, async (req) => {
    const { list, page } = await childrenPage(ctx, sessionOf(req), req.query);
    return okPage(localeOf(req), list, page);
  });

  app.get(
    C.info.path,
    { onRequest, schema: schemaOf(C.info, { tags, summary: 'One child of the current institution' }) },
    async (req) => ok(localeOf(req), await childInfo(ctx, sessionOf(req), req.query._id)),
  );

  app.post(
    C.add.path,
    { onRequest, schema: schemaOf(C.add, { tags, summary: 'Add a child to the current institution' }) },
    async (req) => ok(localeOf(req), await addChild(ctx, sessionOf(req), req.body)),
  );

  app.put(
    C.update.path,
    { onRequest, schema: schemaOf(C.update, { tags, summary: 'Change the fields sent; null or an empty string clears an optional field' }) },
    async (req) => ok(localeOf(req), await updateChild(ctx, sessionOf(req), req.body)),
  );

  app.delete(
    C.delete.path,
    { onRequest, schema: schemaOf(C.delete, { tags, summary: 'Delete (softly) one child (_id) or several (ids), all or none' }) },
    async (req) => {
      const id = req.body?._id ?? req.query._id;
      const ids = req.body?.ids ?? (id === undefined ? undefined : [id]);
      if (!ids) throw new RequestValidationError([{ code: 'custom', path: [], message: '_id or ids is required', input: req.body }], 'body');
      return ok(localeOf(req), { deleted: await deleteChildren(ctx, sessionOf(req), ids) });
    },
  );
};
