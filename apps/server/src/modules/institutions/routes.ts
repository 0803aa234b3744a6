/** /api/base/institution/*: thin handlers: auth hook, schema, service, presenter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSTITUTION_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { RequestValidationError } from '../../http/validation';
import { authenticate, sessionOf } from '../auth';
import {
  addAuthorization,
  addInstitution,
  addTool,
  authorizationInfo,
  authorizationsPage,
  deleteInstitution,
  institutionInfo,
  institutionsPage,
  toolInfo,
  toolsPage,
  updateAuthorization,
  updateInstitution,
  updateTool,
} from './service';

const tags = ['institutions'];

export const institutionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    C.list.path,
    { onRequest, schema: schemaOf(C.list, { tags, summary: 'The current institution and its sub-institutions, one page' }) },
    async (req) => {
      const { list, page } = await institutionsPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    C.info.path,
    { onRequest, schema: schemaOf(C.info, { tags, summary: 'One institution of the caller’s tree' }) },
    async (req) => ok(localeOf(req), await institutionInfo(ctx, sessionOf(req), req.query._id)),
  );

  app.post(
    C.add.path,
    { onRequest, schema: schemaOf(C.add, { tags, summary: 'Add a sub-institution (of the current institution unless parent_id names one below it)' }) },
    async (req) => ok(localeOf(req), await addInstitution(ctx, sessionOf(req), req.body)),
  );

  app.put(
    C.update.path,
    { onRequest, schema: schemaOf(C.update, { tags, summary: 'Rename an institution of the caller’s tree' }) },
    async (req) => ok(localeOf(req), await updateInstitution(ctx, sessionOf(req), req.body)),
  );

  app.delete(
    C.delete.path,
    { onRequest, schema: schemaOf(C.delete, { tags, summary: 'Delete (softly) a sub-institution without live sub-institutions' }) },
    async (req) => {
      const id = req.body?._id ?? req.query._id;
      if (id === undefined) throw new RequestValidationError([{ code: 'custom', path: ['_id'], message: 'required', input: req.body }], 'body');
      return ok(localeOf(req), { deleted: await deleteInstitution(ctx, sessionOf(req), id) });
    },
  );

  app.get(
    C.toolList.path,
    { onRequest, schema: schemaOf(C.toolList, { tags, summary: 'Tools of one institution of the caller’s tree, with their status' }) },
    async (req) => {
      const { list, page } = await toolsPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    C.toolInfo.path,
    { onRequest, schema: schemaOf(C.toolInfo, { tags, summary: 'One tool of the caller’s tree, as the list shows it' }) },
    async (req) => ok(localeOf(req), await toolInfo(ctx, sessionOf(req), req.query)),
  );

  app.post(
    C.toolAdd.path,
    { onRequest, schema: schemaOf(C.toolAdd, { tags, summary: 'Give an institution of the caller’s tree a tool' }) },
    async (req) => ok(localeOf(req), await addTool(ctx, sessionOf(req), req.body)),
  );

  app.put(
    C.toolUpdate.path,
    { onRequest, schema: schemaOf(C.toolUpdate, { tags, summary: 'Change a tool’s sale terms, dates and versions' }) },
    async (req) => ok(localeOf(req), await updateTool(ctx, sessionOf(req), req.body)),
  );

  app.get(
    C.authorizationList.path,
    { onRequest, schema: schemaOf(C.authorizationList, { tags, summary: 'Authorisation rows of an institution (optionally one tool)' }) },
    async (req) => {
      const { list, page } = await authorizationsPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    C.authorizationInfo.path,
    { onRequest, schema: schemaOf(C.authorizationInfo, { tags, summary: 'One authorisation row of the caller’s tree, as the list shows it' }) },
    async (req) => ok(localeOf(req), await authorizationInfo(ctx, sessionOf(req), req.query)),
  );

  app.post(
    C.authorizationAdd.path,
    { onRequest, schema: schemaOf(C.authorizationAdd, { tags, summary: 'Add an authorisation row to a tool' }) },
    async (req) => ok(localeOf(req), await addAuthorization(ctx, sessionOf(req), req.body)),
  );

  app.put(
    C.authorizationUpdate.path,
    { onRequest, schema: schemaOf(C.authorizationUpdate, { tags, summary: 'Change an authorisation row' }) },
    async (req) => ok(localeOf(req), await updateAuthorization(ctx, sessionOf(req), req.body)),
  );
};
