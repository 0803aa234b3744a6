/**
 * News, help articles and catalogue products (the content pages): one article shape with a kind.
 * An article is global (shipped with the product, or written by the product administrator, seen
 * by every institution) or an institution's own (seen and edited only there). Each article is
 * written in one language (`locale`): readers see the articles of their interface language.
 * Rich text (`content`) is cleaned by the server's sanitiser on every write and again on read.
 */
import { z } from 'zod';
import { FILE_RAW_PREFIX } from '../files/api';
import { filter, id, paging } from '../management/fields';

export const ARTICLE_KINDS = ['news', 'help', 'product'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_SCOPES = ['global', 'institution'] as const;
export type ArticleScope = (typeof ARTICLE_SCOPES)[number];
export const ARTICLE_STATUSES = ['published', 'draft'] as const;

/** The admin table page of each kind (menu ids; the pages' forms and columns are seeded with them). */
export const ARTICLE_MENUS: Readonly<Record<ArticleKind, string>> = { news: 'news_mgmt', help: 'help_mgmt', product: 'catalogue_mgmt' };
/** The reader pages: the help centre and the catalogue (menu ids). */
export const HELP_CENTER_MENU = 'help_center';
export const CATALOGUE_MENU = 'catalogue';

/** Shipped pictures and videos of the content pages, served without login (content/media/articles). */
export const CONTENT_MEDIA_PREFIX = '/oss/content/';
export const ARTICLE_CONTENT_MAX = 200_000;
/**
 * Readers get an uploaded cover or video through its article (token header; any institution that
 * sees the article), since the file itself is readable only in the institution that uploaded it.
 */
export const ARTICLE_MEDIA_ROUTE = '/api/content/article/media/:id/:field';
export const articleMediaPath = (id: string, field: 'cover' | 'video') => `/api/content/article/media/${encodeURIComponent(id)}/${field}`;
export const CATALOGUE_PAGE_SIZE = 12;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A picture or video: a shipped file, or one uploaded to this server (files). */
export const ARTICLE_MEDIA_RULE = new RegExp(`^(${CONTENT_MEDIA_PREFIX.replace(/\//g, '\\/')}[A-Za-z0-9_-]+\\.(png|jpe?g|webp|mp4)|${FILE_RAW_PREFIX.replace(/\//g, '\\/')}${UUID})$`, 'i');

const blankIsNull = <T extends z.ZodType>(schema: T) => z.union([z.literal('').transform(() => null), z.null(), schema]).optional();
const mediaPath = blankIsNull(z.string().trim().max(200).regex(ARTICLE_MEDIA_RULE, 'a shipped picture or an uploaded file'));
/** Only web addresses: a javascript: or data: link never gets stored. */
const webLink = blankIsNull(z.string().trim().max(500).regex(/^https?:\/\/[^\s<>"']+$/i, 'an http(s) address'));
const age = z.coerce.number().int().min(0).max(18);

const articleFields = {
  locale: z.enum(['zh', 'en']),
  name: z.string().trim().min(1).max(100),
  summary: blankIsNull(z.string().trim().max(500)),
  cover_url: mediaPath,
  link_url: webLink,
  content: blankIsNull(z.string().max(ARTICLE_CONTENT_MAX)),
  published: z.boolean().optional(),
  /** 'global' only for the product administrator; otherwise the caller's institution. */
  scope: z.enum(ARTICLE_SCOPES).optional(),
  sort: z.coerce.number().int().min(0).max(10_000).optional(),
  /** Products only. */
  min_age: blankIsNull(age),
  max_age: blankIsNull(age),
  test_price: blankIsNull(z.coerce.number().min(0).max(1_000_000)),
  video_url: mediaPath,
  for_collection_app: z.boolean().optional(),
};

export const articleAddBody = z.strictObject({ kind: z.enum(ARTICLE_KINDS), ...articleFields });
export type ArticleAddBody = z.infer<typeof articleAddBody>;
export const articleUpdateBody = z.strictObject({ _id: id, kind: z.enum(ARTICLE_KINDS).optional(), ...articleFields, locale: articleFields.locale.optional(), name: articleFields.name.optional() });
export type ArticleUpdateBody = z.infer<typeof articleUpdateBody>;

export const articleListQuery = z.object({
  ...paging,
  kind: z.enum(ARTICLE_KINDS),
  name: filter(z.string().trim().max(100)),
  locale: filter(z.enum(['zh', 'en'])),
  status: filter(z.enum(ARTICLE_STATUSES)),
});
export type ArticleListQuery = z.infer<typeof articleListQuery>;
export const articleIdQuery = z.object({ _id: id });

/** An article as its admin page lists and edits it. */
export const articleRow = z.object({
  _id: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  locale: z.enum(['zh', 'en']),
  scope: z.enum(ARTICLE_SCOPES),
  name: z.string(),
  summary: z.string().nullable(),
  cover_url: z.string().nullable(),
  link_url: z.string().nullable(),
  content: z.string().nullable(),
  published: z.boolean(),
  status: z.enum(ARTICLE_STATUSES),
  sort: z.number().int(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  test_price: z.number().nullable(),
  video_url: z.string().nullable(),
  for_collection_app: z.boolean(),
  /** Whether the caller may change it (a global article only by the product administrator). */
  editable: z.boolean(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type ArticleRow = z.infer<typeof articleRow>;

/** The latest-news list (test-and-training §3 Article: name, summary, cover_url, link_url). */
export const newsItem = z.object({
  _id: z.string(),
  name: z.string(),
  summary: z.string().nullable(),
  cover_url: z.string().nullable(),
  link_url: z.string().nullable(),
  /** Stored here (shown as sanitised HTML) rather than only a link. */
  has_content: z.boolean(),
  updatedTime: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const readerListQuery = z.object({ ...paging, name: filter(z.string().trim().max(100)) });

/** One published article to read (news or help). */
export const articleRead = z.object({
  _id: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  name: z.string(),
  summary: z.string().nullable(),
  cover_url: z.string().nullable(),
  link_url: z.string().nullable(),
  content: z.string(),
  updatedTime: z.string(),
});
export type ArticleRead = z.infer<typeof articleRead>;

/** A catalogue item (test product), spelled as test-and-training §3 lists it. */
export const catalogueItem = z.object({
  _id: z.string(),
  cover_url: z.string().nullable(),
  name: z.string(),
  summary: z.string().nullable(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  link_url: z.string().nullable(),
  content: z.string(),
  test_price: z.number().nullable(),
  video_url: z.string().nullable(),
  createdAt: z.string(),
  __v: z.number().int(),
  for_collection_app: z.boolean(),
});
export type CatalogueItem = z.infer<typeof catalogueItem>;
export const catalogueListQuery = z.object({ current: paging.current, pageSize: filter(z.coerce.number().int().min(1).max(50)) });
export const catalogueList = z.object({
  items: z.array(catalogueItem),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  current_page: z.number().int(),
});
export type CatalogueList = z.infer<typeof catalogueList>;
