/** Article rows → the shared shapes. Rich text is sanitised again on the way out: safe on read too. */
import { articleMediaPath, FILE_RAW_PREFIX, type ArticleRead, type ArticleRow, type CatalogueItem, type NewsItem } from '@portal/shared';
import { sanitizeRichText } from '../files';
import type { contentArticles } from './schema';

export type ArticleRecord = typeof contentArticles.$inferSelect;

const safe = (html: string) => (html ? sanitizeRichText(html) : '');

/** What a reader loads: a shipped file as it is, an uploaded one through its article (readable by every institution that sees it). */
export const readerMedia = (id: string, path: string | null, field: 'cover' | 'video') => (path?.startsWith(FILE_RAW_PREFIX) ? articleMediaPath(id, field) : path);

export function presentArticleRow(row: ArticleRecord, editable: boolean): ArticleRow {
  return {
    _id: row.id,
    kind: row.kind as ArticleRow['kind'],
    locale: row.locale as ArticleRow['locale'],
    scope: row.institutionId === null ? 'global' : 'institution',
    name: row.name,
    summary: row.summary,
    cover_url: row.coverUrl,
    link_url: row.linkUrl,
    content: safe(row.content),
    published: row.published,
    status: row.published ? 'published' : 'draft',
    sort: row.sort,
    min_age: row.minAge,
    max_age: row.maxAge,
    test_price: row.testPrice,
    video_url: row.videoUrl,
    for_collection_app: row.forCollectionApp,
    editable,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}

export function presentNewsItem(row: Pick<ArticleRecord, 'id' | 'name' | 'summary' | 'coverUrl' | 'linkUrl' | 'updatedAt'> & { hasContent: boolean }): NewsItem {
  return { _id: row.id, name: row.name, summary: row.summary, cover_url: readerMedia(row.id, row.coverUrl, 'cover'), link_url: row.linkUrl, has_content: row.hasContent, updatedTime: row.updatedAt.toISOString() };
}

export function presentArticleRead(row: ArticleRecord): ArticleRead {
  return {
    _id: row.id,
    kind: row.kind as ArticleRead['kind'],
    name: row.name,
    summary: row.summary,
    cover_url: readerMedia(row.id, row.coverUrl, 'cover'),
    link_url: row.linkUrl,
    content: safe(row.content),
    updatedTime: row.updatedAt.toISOString(),
  };
}

export function presentCatalogueItem(row: ArticleRecord): CatalogueItem {
  return {
    _id: row.id,
    cover_url: readerMedia(row.id, row.coverUrl, 'cover'),
    name: row.name,
    summary: row.summary,
    min_age: row.minAge,
    max_age: row.maxAge,
    link_url: row.linkUrl,
    content: safe(row.content),
    test_price: row.testPrice,
    video_url: readerMedia(row.id, row.videoUrl, 'video'),
    createdAt: row.createdAt.toISOString(),
    __v: row.version,
    for_collection_app: row.forCollectionApp,
  };
}
