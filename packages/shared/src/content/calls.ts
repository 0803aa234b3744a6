/**
 * The content calls: the shipped content's (no login: the version label and where an animation's
 * files are) and the content pages' (news, help centre, catalogue; logged in).
 */
import { z } from 'zod';
import { lottieQuery, lottieResult, versionQuery, versionResult } from '../testing/api';
import { TESTING_PATHS as P } from '../testing/paths';
import { defineCall } from '../contract';
import { deleteByIdBody, deletedResult } from '../management/fields';
import {
  articleAddBody,
  articleIdQuery,
  articleListQuery,
  articleRead,
  articleRow,
  articleUpdateBody,
  catalogueItem,
  catalogueList,
  catalogueListQuery,
  newsItem,
  readerListQuery,
} from './articles-api';

export const CONTENT_CALLS = {
  version: defineCall({ method: 'GET', path: P.version, query: versionQuery, result: versionResult }),
  lottieSelect: defineCall({ method: 'GET', path: P.lottieSelect, query: lottieQuery, result: lottieResult }),
};

/** The admin table pages of news, help articles and products (one per kind, `kind` fixed by the menu). */
export const ARTICLE_CALLS = {
  list: defineCall({ method: 'GET', path: '/api/content/article/list', query: articleListQuery, result: z.array(articleRow), page: true }),
  info: defineCall({ method: 'GET', path: '/api/content/article/info', query: articleIdQuery, result: articleRow }),
  add: defineCall({ method: 'POST', path: '/api/content/article/add', body: articleAddBody, result: articleRow }),
  update: defineCall({ method: 'PUT', path: '/api/content/article/update', body: articleUpdateBody, result: articleRow }),
  delete: defineCall({ method: 'DELETE', path: '/api/content/article/delete', query: articleIdQuery.partial(), body: deleteByIdBody.nullish(), result: deletedResult }),
};

/** What staff read: the latest news, the help centre, one article, the catalogue. */
export const READER_CALLS = {
  newsList: defineCall({ method: 'GET', path: '/api/content/news/list', query: readerListQuery, result: z.array(newsItem), page: true }),
  helpList: defineCall({ method: 'GET', path: '/api/content/help/list', query: readerListQuery, result: z.array(newsItem), page: true }),
  read: defineCall({ method: 'GET', path: '/api/content/article/read', query: articleIdQuery, result: articleRead }),
  catalogueList: defineCall({ method: 'GET', path: '/api/content/catalogue/list', query: catalogueListQuery, result: catalogueList }),
  catalogueInfo: defineCall({ method: 'GET', path: '/api/content/catalogue/info', query: articleIdQuery, result: catalogueItem }),
};
