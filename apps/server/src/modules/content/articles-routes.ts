/** /api/content/*: the admin pages of news, help and products, and what staff read. Thin: auth, schema, service. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ARTICLE_CALLS as C, ARTICLE_MEDIA_ROUTE, READER_CALLS as R } from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok, okPage } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { RequestValidationError } from '../../http/validation';
import { authenticate, sessionOf } from '../auth';
import { openFile, sendFile } from '../files';
import { addArticle, articleInfo, articleMediaFile, articlesPage, catalogueInfo, cataloguePage, deleteArticle, helpPage, newsPage, readArticle, updateArticle } from './articles-service';

const tags = ['content'];

export const articleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);

  app.get(C.list.path, { onRequest, schema: schemaOf(C.list, { tags, summary: 'Articles of one kind (news, help, product) the institution sees: global ones and its own' }) }, async (req) => {
    const { list, page } = await articlesPage(ctx, sessionOf(req), localeOf(req), req.query);
    return okPage(localeOf(req), list, page);
  });
  app.get(C.info.path, { onRequest, schema: schemaOf(C.info, { tags, summary: 'One article as its admin page edits it' }) }, async (req) =>
    ok(localeOf(req), await articleInfo(ctx, sessionOf(req), req.query._id)),
  );
  app.post(C.add.path, { onRequest, bodyLimit: 1024 * 1024, schema: schemaOf(C.add, { tags, summary: 'Add an article (rich text sanitised; scope global for the product administrator only)' }) }, async (req) =>
    ok(localeOf(req), await addArticle(ctx, sessionOf(req), req.body)),
  );
  app.put(C.update.path, { onRequest, bodyLimit: 1024 * 1024, schema: schemaOf(C.update, { tags, summary: 'Change an article of the institution (a global one: the product administrator only)' }) }, async (req) =>
    ok(localeOf(req), await updateArticle(ctx, sessionOf(req), req.body)),
  );
  app.delete(C.delete.path, { onRequest, schema: schemaOf(C.delete, { tags, summary: 'Delete an article (softly: a shipped one does not come back)' }) }, async (req) => {
    const id = req.body?._id ?? req.query._id;
    if (id === undefined) throw new RequestValidationError([{ code: 'custom', path: ['_id'], message: 'required', input: req.body }], 'body');
    return ok(localeOf(req), { deleted: await deleteArticle(ctx, sessionOf(req), id) });
  });

  app.get(R.newsList.path, { onRequest, config: { access: 'login' }, schema: schemaOf(R.newsList, { tags, summary: 'Published news in the caller’s language, newest first' }) }, async (req) => {
    const { list, page } = await newsPage(ctx, sessionOf(req), localeOf(req), req.query);
    return okPage(localeOf(req), list, page);
  });
  app.get(R.helpList.path, { onRequest, schema: schemaOf(R.helpList, { tags, summary: 'Published help articles in the caller’s language; name searches the titles' }) }, async (req) => {
    const { list, page } = await helpPage(ctx, sessionOf(req), localeOf(req), req.query);
    return okPage(localeOf(req), list, page);
  });
  app.get(R.read.path, { onRequest, schema: schemaOf(R.read, { tags, summary: 'One published news or help article with its sanitised content' }) }, async (req) =>
    ok(localeOf(req), await readArticle(ctx, sessionOf(req), req.query._id)),
  );
  app.get(R.catalogueList.path, { onRequest, schema: schemaOf(R.catalogueList, { tags, summary: 'The catalogue of test products: items plus total_count, total_pages, current_page' }) }, async (req) =>
    ok(localeOf(req), await cataloguePage(ctx, sessionOf(req), localeOf(req), req.query)),
  );
  app.get(R.catalogueInfo.path, { onRequest, schema: schemaOf(R.catalogueInfo, { tags, summary: 'One test product of the catalogue' }) }, async (req) =>
    ok(localeOf(req), await catalogueInfo(ctx, sessionOf(req), req.query._id)),
  );

  app.get(
    ARTICLE_MEDIA_ROUTE,
    {
      onRequest,
      schema: { tags, summary: 'The uploaded cover or video of an article the caller sees (token header), whichever institution uploaded it', params: z.object({ id: z.string().max(64), field: z.enum(['cover', 'video']) }) },
    },
    async (req, reply) => {
      const { institutionId, fileId } = await articleMediaFile(ctx, sessionOf(req), req.params.id, req.params.field);
      return sendFile(reply, await openFile(ctx, institutionId, fileId), 'raw');
    },
  );
};
