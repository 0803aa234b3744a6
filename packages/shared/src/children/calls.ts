/** The children calls (/api/base/children/*): a page of the list, one child, add, update and delete. */
import { z } from 'zod';
import { defineCall } from '../contract';
import { child, childAddBody, childDeleteBody, childDeleteQuery, childDeleteResult, childInfoQuery, childrenListQuery, childUpdateBody } from './api';

export const CHILDREN_CALLS = {
  /** Filtered, newest first, one page. */
  list: defineCall({ method: 'GET', path: '/api/base/children/list', query: childrenListQuery, result: z.array(child), page: true }),
  info: defineCall({ method: 'GET', path: '/api/base/children/info', query: childInfoQuery, result: child }),
  add: defineCall({ method: 'POST', path: '/api/base/children/add', body: childAddBody, result: child }),
  update: defineCall({ method: 'PUT', path: '/api/base/children/update', body: childUpdateBody, result: child }),
  /** One child (`_id`, in the body or the query) or several (`ids`); a body-less request has a null body. */
  delete: defineCall({ method: 'DELETE', path: '/api/base/children/delete', query: childDeleteQuery, body: childDeleteBody.nullish(), result: childDeleteResult }),
};
