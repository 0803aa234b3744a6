/** /api/base/institution/*: thin handlers: auth hook, schema, service, presenter. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorizationAddBody,
  authorizationInfoQuery,
  authorizationListQuery,
  authorizationUpdateBody,
  deleteByIdBody,
  deletedResult,
  idQuery,
  institutionAddBody,
  institutionListQuery,
  institutionRow,
  managedTool,
  institutionUpdateBody,
  toolAddBody,
  toolAuthorization,
  toolInfoQuery,
  toolListQuery,
  toolUpdateBody,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok, okPage, pageEnvelopeOf } from '../../http/envelope';
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
const BASE = '/api/base/institution';

export const institutionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(
    `${BASE}/list`,
    { onRequest, schema: { tags, summary: 'The current institution and its sub-institutions, one page', querystring: institutionListQuery, response: { 200: pageEnvelopeOf(institutionRow) } } },
    async (req) => {
      const { list, page } = await institutionsPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    `${BASE}/info`,
    { onRequest, schema: { tags, summary: 'One institution of the caller’s tree', querystring: idQuery, response: { 200: envelopeOf(institutionRow) } } },
    async (req) => ok(localeOf(req), await institutionInfo(ctx, sessionOf(req), req.query._id)),
  );

  app.post(
    `${BASE}/add`,
    { onRequest, schema: { tags, summary: 'Add a sub-institution (of the current institution unless parent_id names one below it)', body: institutionAddBody, response: { 200: envelopeOf(institutionRow) } } },
    async (req) => ok(localeOf(req), await addInstitution(ctx, sessionOf(req), req.body)),
  );

  app.put(
    `${BASE}/update`,
    { onRequest, schema: { tags, summary: 'Rename an institution of the caller’s tree', body: institutionUpdateBody, response: { 200: envelopeOf(institutionRow) } } },
    async (req) => ok(localeOf(req), await updateInstitution(ctx, sessionOf(req), req.body)),
  );

  app.delete(
    `${BASE}/delete`,
    {
      onRequest,
      schema: { tags, summary: 'Delete (softly) a sub-institution without live sub-institutions', querystring: idQuery.partial(), body: deleteByIdBody.nullish(), response: { 200: envelopeOf(deletedResult) } },
    },
    async (req) => {
      const id = req.body?._id ?? req.query._id;
      if (id === undefined) throw new RequestValidationError([{ code: 'custom', path: ['_id'], message: 'required', input: req.body }], 'body');
      return ok(localeOf(req), { deleted: await deleteInstitution(ctx, sessionOf(req), id) });
    },
  );

  app.get(
    `${BASE}/tools/list`,
    { onRequest, schema: { tags, summary: 'Tools of one institution of the caller’s tree, with their status', querystring: toolListQuery, response: { 200: pageEnvelopeOf(managedTool) } } },
    async (req) => {
      const { list, page } = await toolsPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    `${BASE}/tools/info`,
    { onRequest, schema: { tags, summary: 'One tool of the caller’s tree, as the list shows it', querystring: toolInfoQuery, response: { 200: envelopeOf(managedTool) } } },
    async (req) => ok(localeOf(req), await toolInfo(ctx, sessionOf(req), req.query)),
  );

  app.post(
    `${BASE}/tools/add`,
    { onRequest, schema: { tags, summary: 'Give an institution of the caller’s tree a tool', body: toolAddBody, response: { 200: envelopeOf(managedTool) } } },
    async (req) => ok(localeOf(req), await addTool(ctx, sessionOf(req), req.body)),
  );

  app.put(
    `${BASE}/tools/update`,
    { onRequest, schema: { tags, summary: 'Change a tool’s sale terms, dates and versions', body: toolUpdateBody, response: { 200: envelopeOf(managedTool) } } },
    async (req) => ok(localeOf(req), await updateTool(ctx, sessionOf(req), req.body)),
  );

  app.get(
    `${BASE}/authorization/list`,
    { onRequest, schema: { tags, summary: 'Authorisation rows of an institution (optionally one tool)', querystring: authorizationListQuery, response: { 200: pageEnvelopeOf(toolAuthorization) } } },
    async (req) => {
      const { list, page } = await authorizationsPage(ctx, sessionOf(req), req.query);
      return okPage(localeOf(req), list, page);
    },
  );

  app.get(
    `${BASE}/authorization/info`,
    { onRequest, schema: { tags, summary: 'One authorisation row of the caller’s tree, as the list shows it', querystring: authorizationInfoQuery, response: { 200: envelopeOf(toolAuthorization) } } },
    async (req) => ok(localeOf(req), await authorizationInfo(ctx, sessionOf(req), req.query)),
  );

  app.post(
    `${BASE}/authorization/add`,
    { onRequest, schema: { tags, summary: 'Add an authorisation row to a tool', body: authorizationAddBody, response: { 200: envelopeOf(toolAuthorization) } } },
    async (req) => ok(localeOf(req), await addAuthorization(ctx, sessionOf(req), req.body)),
  );

  app.put(
    `${BASE}/authorization/update`,
    { onRequest, schema: { tags, summary: 'Change an authorisation row', body: authorizationUpdateBody, response: { 200: envelopeOf(toolAuthorization) } } },
    async (req) => ok(localeOf(req), await updateAuthorization(ctx, sessionOf(req), req.body)),
  );
};
