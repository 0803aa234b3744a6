/**
 * /api/system/froms/*, /api/system/colums/*, /api/system/lov/* (paths spelled as
 * other clients expect). Reading needs a session; writing forms and columns needs the
 * developer menu and development mode.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  columnDefinitionResult,
  columnsNetInfoQuery,
  columnsUpdateBody,
  formDefinitionResult,
  formNetInfoQuery,
  formUpdateBody,
  lovEntry,
  lovListResult,
  lovMultipleBody,
  lovMultipleResult,
  lovNetInfoQuery,
  lovSelfCreateBody,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { requireDefinitionEditing } from './access';
import { columnsNetInfo, updateColumns } from './columns';
import { formNetInfo, updateForm } from './forms';
import { lovLists, selfCreateLovEntry } from './lov';

export const definitionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  const preValidation = requireDefinitionEditing(ctx);

  app.get(
    '/api/system/froms/netInfo',
    {
      onRequest,
      schema: {
        tags: ['definitions'],
        summary: 'A form definition by name; format=raw gives it as stored, for the editor',
        querystring: formNetInfoQuery,
        response: { 200: envelopeOf(formDefinitionResult) },
      },
    },
    async (req) => ok(localeOf(req), await formNetInfo(ctx, req.query.from_name, req.query.format)),
  );

  app.put(
    '/api/system/froms/update',
    {
      onRequest,
      preValidation,
      schema: {
        tags: ['definitions'],
        summary: 'Save a form definition (developer menu, development mode); old_from_name renames',
        body: formUpdateBody,
        response: { 200: envelopeOf(formDefinitionResult) },
      },
    },
    async (req) => ok(localeOf(req), await updateForm(ctx, sessionOf(req), req.body)),
  );

  app.get(
    '/api/system/colums/netInfo',
    {
      onRequest,
      schema: { tags: ['definitions'], summary: 'A column definition by name', querystring: columnsNetInfoQuery, response: { 200: envelopeOf(columnDefinitionResult) } },
    },
    async (req) => ok(localeOf(req), await columnsNetInfo(ctx, req.query.columns_name)),
  );

  app.put(
    '/api/system/colums/update',
    {
      onRequest,
      preValidation,
      schema: {
        tags: ['definitions'],
        summary: 'Save a column definition (developer menu, development mode); old_columns_name renames',
        body: columnsUpdateBody,
        response: { 200: envelopeOf(columnDefinitionResult) },
      },
    },
    async (req) => ok(localeOf(req), await updateColumns(ctx, sessionOf(req), req.body)),
  );

  app.post(
    '/api/system/lov/multiple',
    {
      onRequest,
      schema: { tags: ['definitions'], summary: 'Several lists of values by name', body: lovMultipleBody, response: { 200: envelopeOf(lovMultipleResult) } },
    },
    async (req) => ok(localeOf(req), await lovLists(ctx, sessionOf(req), req.body.lovNames)),
  );

  app.get(
    '/api/system/lov/netInfo',
    { onRequest, schema: { tags: ['definitions'], summary: 'One list of values by name', querystring: lovNetInfoQuery, response: { 200: envelopeOf(lovListResult) } } },
    async (req) => {
      const { lovName } = req.query;
      return ok(localeOf(req), (await lovLists(ctx, sessionOf(req), [lovName]))[lovName] ?? []);
    },
  );

  app.post(
    '/api/system/lov/selfcreate',
    {
      onRequest,
      schema: {
        tags: ['definitions'],
        summary: 'Add an entry, for the caller’s institution, to a list that allows it',
        body: lovSelfCreateBody,
        response: { 200: envelopeOf(lovEntry) },
      },
    },
    async (req) => ok(localeOf(req), await selfCreateLovEntry(ctx, sessionOf(req), req.body)),
  );
};
