/**
 * News, help articles and catalogue products: the admin pages' list/info/add/update/delete and
 * what staff read. Every query names the caller's institution: a row is visible when it is global
 * (institution_id null) or the caller's own; anything else is a 404 with nothing changed. A global
 * row is changed only by the product administrator. Rich text goes through the one sanitiser
 * (files) before it is stored.
 */
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_USERNAME,
  ARTICLE_MENUS,
  CATALOGUE_MENU,
  CATALOGUE_PAGE_SIZE,
  FILE_RAW_PREFIX,
  HELP_CENTER_MENU,
  type ArticleAddBody,
  type ArticleKind,
  type ArticleListQuery,
  type ArticleRead,
  type ArticleRow,
  type ArticleUpdateBody,
  type CatalogueItem,
  type CatalogueList,
  type Locale,
  type NewsItem,
} from '@portal/shared';
import { isUuid, type AppContext } from '../../context';
import { contains, pageOf } from '../../db/sql-filters';
import { AppError, type Page } from '../../http/envelope';
import { requireMenu, type SessionUser } from '../auth';
import { sanitizeRichText } from '../files';
import { files } from '../files/schema';
import { presentArticleRead, presentArticleRow, presentCatalogueItem, presentNewsItem, type ArticleRecord } from './articles-presenter';
import { contentArticles as a } from './schema';

const DEFAULT_PAGE_SIZE = 20;

const isProductAdmin = (session: SessionUser) => session.username === ADMIN_USERNAME;
const mayChange = (session: SessionUser, row: ArticleRecord) => row.institutionId !== null || isProductAdmin(session);

/** Live rows the institution sees: global ones and its own. */
const visibleTo = (institutionId: string): SQL => and(isNull(a.deletedAt), or(isNull(a.institutionId), eq(a.institutionId, institutionId)))!;

function readerInstitution(session: SessionUser): string {
  if (!session.institutionId) throw new AppError('noPermission');
  return session.institutionId;
}

async function visibleRow(ctx: AppContext, institutionId: string, id: string): Promise<ArticleRecord> {
  if (!isUuid(id)) throw new AppError('notFound');
  const [row] = await ctx.db.orm.select().from(a).where(and(eq(a.id, id), visibleTo(institutionId))).limit(1);
  if (!row) throw new AppError('notFound');
  return row;
}

// ---- admin pages ----------------------------------------------------------------------------

/** The admin page lists the articles in the admin's language first, each language in its order. */
export async function articlesPage(ctx: AppContext, session: SessionUser, locale: Locale, q: ArticleListQuery): Promise<{ list: ArticleRow[]; page: Page }> {
  const institutionId = await requireMenu(ctx, session, ARTICLE_MENUS[q.kind]);
  const where = and(
    eq(a.kind, q.kind),
    visibleTo(institutionId),
    q.name ? contains(a.name, q.name) : undefined,
    q.locale ? eq(a.locale, q.locale) : undefined,
    q.status ? eq(a.published, q.status === 'published') : undefined,
  );
  const { current, pageSize, offset } = pageOf(q, DEFAULT_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    ctx.db.orm.select().from(a).where(where).orderBy(desc(sql`${a.locale} = ${locale}`), asc(a.locale), asc(a.sort), desc(a.createdAt), asc(a.id)).limit(pageSize).offset(offset),
    ctx.db.orm.select({ n: count() }).from(a).where(where),
  ]);
  return { list: rows.map((r) => presentArticleRow(r, mayChange(session, r))), page: { current, pageSize, total: total?.n ?? 0 } };
}

export async function articleInfo(ctx: AppContext, session: SessionUser, id: string): Promise<ArticleRow> {
  const institutionId = readerInstitution(session);
  const row = await visibleRow(ctx, institutionId, id);
  await requireMenu(ctx, session, ARTICLE_MENUS[row.kind as ArticleKind]);
  return presentArticleRow(row, mayChange(session, row));
}

type Fields = Omit<ArticleUpdateBody, '_id'>;

/** The stored columns of a body: product fields only for products, rich text sanitised, media checked. */
async function columnsOf(ctx: AppContext, institutionId: string, kind: ArticleKind, body: Fields): Promise<Partial<typeof a.$inferInsert>> {
  const product = kind === 'product';
  const out: Partial<typeof a.$inferInsert> = {};
  if (body.locale !== undefined) out.locale = body.locale;
  if (body.name !== undefined) out.name = body.name;
  if (body.summary !== undefined) out.summary = body.summary;
  if (body.cover_url !== undefined) out.coverUrl = await checkedMedia(ctx, institutionId, body.cover_url);
  if (body.link_url !== undefined) out.linkUrl = body.link_url;
  if (body.content !== undefined) out.content = body.content ? sanitizeRichText(body.content) : '';
  if (body.published !== undefined) out.published = body.published;
  if (body.sort !== undefined) out.sort = body.sort;
  if (product) {
    if (body.min_age !== undefined) out.minAge = body.min_age;
    if (body.max_age !== undefined) out.maxAge = body.max_age;
    if (body.test_price !== undefined) out.testPrice = body.test_price;
    if (body.video_url !== undefined) out.videoUrl = await checkedMedia(ctx, institutionId, body.video_url);
    if (body.for_collection_app !== undefined) out.forCollectionApp = body.for_collection_app;
  }
  return out;
}

/** An uploaded file must be one of the caller's institution (shipped files are checked by the path rule). */
async function checkedMedia(ctx: AppContext, institutionId: string, path: string | null): Promise<string | null> {
  if (path === null || !path.startsWith(FILE_RAW_PREFIX)) return path;
  const fileId = path.slice(FILE_RAW_PREFIX.length);
  const [found] = await ctx.db.orm.select({ id: files.id }).from(files).where(and(eq(files.institutionId, institutionId), eq(files.id, fileId))).limit(1);
  if (!found) throw new AppError('contentMediaNotFound');
  return path;
}

function checkAges(minAge: number | null | undefined, maxAge: number | null | undefined) {
  if (minAge != null && maxAge != null && minAge > maxAge) throw new AppError('contentAgeRange');
}

export async function addArticle(ctx: AppContext, session: SessionUser, body: ArticleAddBody): Promise<ArticleRow> {
  const institutionId = await requireMenu(ctx, session, ARTICLE_MENUS[body.kind]);
  const global = body.scope === 'global';
  if (global && !isProductAdmin(session)) throw new AppError('contentGlobalAdminOnly');
  checkAges(body.min_age, body.max_age);
  const values = await columnsOf(ctx, institutionId, body.kind, body);
  const [row] = await ctx.db.orm
    .insert(a)
    .values({ ...values, kind: body.kind, locale: body.locale, name: body.name, institutionId: global ? null : institutionId, createdBy: session.userId })
    .returning();
  return presentArticleRow(row!, true);
}

export async function updateArticle(ctx: AppContext, session: SessionUser, body: ArticleUpdateBody): Promise<ArticleRow> {
  const institutionId = readerInstitution(session);
  const row = await visibleRow(ctx, institutionId, body._id);
  const kind = row.kind as ArticleKind;
  await requireMenu(ctx, session, ARTICLE_MENUS[kind]);
  if (!mayChange(session, row)) throw new AppError('contentGlobalAdminOnly');
  // The kind is the page's (fixed by the menu): an article never moves to another page.
  if (body.kind !== undefined && body.kind !== kind) throw new AppError('notFound');
  checkAges(body.min_age === undefined ? row.minAge : body.min_age, body.max_age === undefined ? row.maxAge : body.max_age);
  const { scope: _scope, ...fields } = body;
  const values = await columnsOf(ctx, institutionId, kind, fields);
  const [updated] = await ctx.db.orm
    .update(a)
    .set({ ...values, version: sql`${a.version} + 1`, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(a.id, row.id), visibleTo(institutionId)))
    .returning();
  if (!updated) throw new AppError('notFound');
  return presentArticleRow(updated, true);
}

export async function deleteArticle(ctx: AppContext, session: SessionUser, id: string): Promise<number> {
  const institutionId = readerInstitution(session);
  const row = await visibleRow(ctx, institutionId, id);
  await requireMenu(ctx, session, ARTICLE_MENUS[row.kind as ArticleKind]);
  if (!mayChange(session, row)) throw new AppError('contentGlobalAdminOnly');
  const deleted = await ctx.db.orm.update(a).set({ deletedAt: sql`clock_timestamp()` }).where(and(eq(a.id, row.id), visibleTo(institutionId))).returning({ id: a.id });
  return deleted.length;
}

// ---- what staff read ------------------------------------------------------------------------

const published = (kind: ArticleKind, institutionId: string, locale: Locale) => and(eq(a.kind, kind), eq(a.published, true), eq(a.locale, locale), visibleTo(institutionId))!;

async function readerPage(ctx: AppContext, where: SQL, order: SQL[], q: { current?: number | undefined; pageSize?: number | undefined }, defaultSize: number) {
  const { current, pageSize, offset } = pageOf(q, defaultSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.orm
      .select({ id: a.id, name: a.name, summary: a.summary, coverUrl: a.coverUrl, linkUrl: a.linkUrl, updatedAt: a.updatedAt, hasContent: sql<boolean>`${a.content} <> ''` })
      .from(a)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset),
    ctx.db.orm.select({ n: count() }).from(a).where(where),
  ]);
  return { list: rows.map(presentNewsItem), page: { current, pageSize, total: total?.n ?? 0 } };
}

/** Published news in the reader's language, newest first (the dashboard's 'latest news'). */
export async function newsPage(ctx: AppContext, session: SessionUser, locale: Locale, q: { current?: number | undefined; pageSize?: number | undefined; name?: string | undefined }): Promise<{ list: NewsItem[]; page: Page }> {
  const where = and(published('news', readerInstitution(session), locale), q.name ? contains(a.name, q.name) : undefined)!;
  return readerPage(ctx, where, [desc(a.createdAt), asc(a.id)], q, 10);
}

/** Published help articles in the reader's language, in their order, searchable by title. */
export async function helpPage(ctx: AppContext, session: SessionUser, locale: Locale, q: { current?: number | undefined; pageSize?: number | undefined; name?: string | undefined }): Promise<{ list: NewsItem[]; page: Page }> {
  const institutionId = await requireMenu(ctx, session, HELP_CENTER_MENU);
  const where = and(published('help', institutionId, locale), q.name ? contains(a.name, q.name) : undefined)!;
  return readerPage(ctx, where, [asc(a.sort), asc(a.name), asc(a.id)], q, 50);
}

/** One published news or help article (help needs the help centre). */
export async function readArticle(ctx: AppContext, session: SessionUser, id: string): Promise<ArticleRead> {
  const institutionId = readerInstitution(session);
  const row = await visibleRow(ctx, institutionId, id);
  if (!row.published || row.kind === 'product') throw new AppError('notFound');
  if (row.kind === 'help') await requireMenu(ctx, session, HELP_CENTER_MENU);
  return presentArticleRead(row);
}

export async function cataloguePage(ctx: AppContext, session: SessionUser, locale: Locale, q: { current?: number | undefined; pageSize?: number | undefined }): Promise<CatalogueList> {
  const institutionId = await requireMenu(ctx, session, CATALOGUE_MENU);
  const where = published('product', institutionId, locale);
  const { current, pageSize, offset } = pageOf(q, CATALOGUE_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    ctx.db.orm.select().from(a).where(where).orderBy(asc(a.sort), desc(a.createdAt), asc(a.id)).limit(pageSize).offset(offset),
    ctx.db.orm.select({ n: count() }).from(a).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return { items: rows.map(presentCatalogueItem), total_count: totalCount, total_pages: Math.ceil(totalCount / pageSize), current_page: current };
}

/**
 * Where the uploaded cover or video of an article the caller sees is stored: the file was checked
 * to be of the writer's institution when the article was saved, and is read from there.
 */
export async function articleMediaFile(ctx: AppContext, session: SessionUser, id: string, field: 'cover' | 'video'): Promise<{ institutionId: string; fileId: string }> {
  const row = await visibleRow(ctx, readerInstitution(session), id);
  const path = field === 'cover' ? row.coverUrl : row.videoUrl;
  if (!path?.startsWith(FILE_RAW_PREFIX)) throw new AppError('notFound');
  const fileId = path.slice(FILE_RAW_PREFIX.length);
  const owners = await ctx.db.orm.select({ institutionId: files.institutionId }).from(files).where(and(eq(files.id, fileId), row.institutionId ? eq(files.institutionId, row.institutionId) : undefined)).limit(2);
  if (owners.length !== 1) throw new AppError('notFound');
  return { institutionId: owners[0]!.institutionId, fileId };
}

export async function catalogueInfo(ctx: AppContext, session: SessionUser, id: string): Promise<CatalogueItem> {
  const institutionId = await requireMenu(ctx, session, CATALOGUE_MENU);
  const row = await visibleRow(ctx, institutionId, id);
  if (!row.published || row.kind !== 'product') throw new AppError('notFound');
  return presentCatalogueItem(row);
}
