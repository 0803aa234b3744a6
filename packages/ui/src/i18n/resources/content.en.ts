/** English texts of the content pages: the same keys as content.zh.ts. */
import type { contentZh } from './content.zh';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const contentEn: Texts<typeof contentZh> = {
  news: {
    title: 'Latest news',
    empty: 'No news yet',
    openLink: 'Open in a new window',
    loadFailed: 'The news could not be loaded',
  },
  help: {
    searchPlaceholder: 'Search help articles by title',
    empty: 'No help article matches',
    back: 'Back to the help centre',
    updated: 'Updated {{date}}',
    loadFailed: 'The help articles could not be loaded',
  },
  catalogue: {
    ages: 'Ages {{min}}–{{max}}',
    price: 'Price: {{price}}',
    details: 'Details',
    back: 'Back to the test catalogue',
    video: 'Introduction video',
    link: 'Learn more',
    empty: 'No test products yet',
    loadFailed: 'The test products could not be loaded',
  },
  article: {
    notFound: 'This article does not exist or is no longer published',
  },
};
