/**
 * Stores the shipped articles: the help centre's and the catalogue's at every start (global rows
 * whose seed key is missing; an edited or deleted one is left as it is), the demo news with the
 * demo seed. Texts are sanitised like anything an administrator saves.
 */
import { isNotNull } from 'drizzle-orm';
import { CONTENT_MEDIA_PREFIX, type ArticleKind, type Locale } from '@portal/shared';
import type { Executor } from '../../db/pool';
import { sanitizeRichText } from '../files';
import { DEMO_NEWS } from './demo-news';
import { contentArticles } from './schema';
import { SHIPPED_CATALOGUE } from './shipped-catalogue';
import { SHIPPED_HELP } from './shipped-help';
import type { ShippedArticle } from './shipped-types';

const LOCALES: Locale[] = ['zh', 'en'];

/** `wanted`: which seed keys to build (sanitising every text is the costly part of a start). */
function rowsOf(kind: ArticleKind, articles: ShippedArticle[], wanted: (seedKey: string) => boolean = () => true): Array<typeof contentArticles.$inferInsert> {
  return articles.flatMap((article, index) =>
    LOCALES.filter((locale) => wanted(`${kind}:${article.key}:${locale}`)).map((locale) => ({
      institutionId: null,
      kind,
      locale,
      seedKey: `${kind}:${article.key}:${locale}`,
      name: article[locale].name,
      summary: article[locale].summary,
      content: sanitizeRichText(article[locale].content),
      coverUrl: article.cover ? `${CONTENT_MEDIA_PREFIX}${article.cover}` : null,
      videoUrl: article.video ? `${CONTENT_MEDIA_PREFIX}${article.video}` : null,
      linkUrl: article.link ?? null,
      published: true,
      // Shipped order, with room between for an institution's own articles.
      sort: (index + 1) * 10,
      ...(article.product ? { minAge: article.product.minAge, maxAge: article.product.maxAge, testPrice: article.product.price, forCollectionApp: true } : {}),
    })),
  );
}

/** Adds the shipped help and catalogue articles that are missing; returns how many it added. */
export async function ensureShippedArticles(orm: Executor): Promise<number> {
  // One read of the stored seed keys, then only the missing rows are built and sent.
  const stored = new Set((await orm.select({ seedKey: contentArticles.seedKey }).from(contentArticles).where(isNotNull(contentArticles.seedKey))).map((row) => row.seedKey));
  const missing = (seedKey: string) => !stored.has(seedKey);
  const rows = [...rowsOf('help', SHIPPED_HELP, missing), ...rowsOf('product', SHIPPED_CATALOGUE, missing)];
  if (rows.length === 0) return 0;
  const added = await orm.insert(contentArticles).values(rows).onConflictDoNothing({ target: contentArticles.seedKey }).returning({ id: contentArticles.id });
  return added.length;
}

/** The demo news (demo installation only). */
export async function insertDemoNews(tx: Executor): Promise<void> {
  const rows = rowsOf('news', DEMO_NEWS);
  // Newest first on the dashboard: the first article gets the latest time.
  const now = Date.now();
  await tx
    .insert(contentArticles)
    .values(rows.map((row, i) => ({ ...row, createdAt: new Date(now - Math.floor(i / 2) * 86_400_000), updatedAt: new Date(now - Math.floor(i / 2) * 86_400_000) })))
    .onConflictDoNothing({ target: contentArticles.seedKey });
}
