/**
 * /api/system/froms/*, /api/system/colums/*, /api/system/lov/* (paths spelled as
 * other clients expect). Reading needs a session; writing forms and columns needs the
 * developer menu and development mode.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFINITION_CALLS as C } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { requireDefinitionEditing } from './access';
import { columnsNetInfo, updateColumns } from './columns';
import { formNetInfo, updateForm } from './forms';
import { lovLists, selfCreateLovEntry } from './lov';

const tags = ['definitions'];

export const definitionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  const preValidation = requireDefinitionEditing(ctx);

  app.get(
    C.formInfo.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.formInfo, { tags, summary: 'A form definition by name; format=raw gives it as stored, for the editor' }) },
    async (req) => ok(localeOf(req), await formNetInfo(ctx, req.query.from_name, req.query.format)),
  );

  app.put(
    C.formUpdate.path,
    { onRequest, preValidation, schema: schemaOf(C.formUpdate, { tags, summary: 'Save a form definition (developer menu, development mode); old_from_name renames' }) },
    async (req) => ok(localeOf(req), await updateForm(ctx, sessionOf(req), req.body)),
  );

  app.get(
    C.columnsInfo.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.columnsInfo, { tags, summary: 'A column definition by name' }) },
    async (req) => ok(localeOf(req), await columnsNetInfo(ctx, req.query.columns_name)),
  );

  app.put(
    C.columnsUpdate.path,
    { onRequest, preValidation, schema: schemaOf(C.columnsUpdate, { tags, summary: 'Save a column definition (developer menu, development mode); old_columns_name renames' }) },
    async (req) => ok(localeOf(req), await updateColumns(ctx, sessionOf(req), req.body)),
  );

  app.post(
    C.lovMultiple.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.lovMultiple, { tags, summary: 'Several lists of values by name' }) },
    async (req) => ok(localeOf(req), await lovLists(ctx, sessionOf(req), req.body.lovNames)),
  );

  app.get(C.lovInfo.path, { onRequest, config: { access: 'login' }, schema: schemaOf(C.lovInfo, { tags, summary: 'One list of values by name' }) }, async (req) => {
    const { lovName } = req.query;
    return ok(localeOf(req), (await lovLists(ctx, sessionOf(req), [lovName]))[lovName] ?? []);
  });

  app.post(
    C.lovSelfCreate.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.lovSelfCreate, { tags, summary: 'Add an entry, for the caller’s institution, to a list that allows it' }) },
    async (req) => ok(localeOf(req), await selfCreateLovEntry(ctx, sessionOf(req), req.body)),
  );
};
