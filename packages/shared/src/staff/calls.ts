/** The staff calls (/api/base/users/*): the users with an identity in the caller's institution. */
import { z } from 'zod';
import { defineCall } from '../contract';
import { deleteByIdBody, deletedResult, idQuery } from '../management/fields';
import { managedUser, userAddBody, userListQuery, userUpdateBody } from './api';

export const STAFF_CALLS = {
  list: defineCall({ method: 'GET', path: '/api/base/users/list', query: userListQuery, result: z.array(managedUser), page: true }),
  info: defineCall({ method: 'GET', path: '/api/base/users/info', query: idQuery, result: managedUser }),
  add: defineCall({ method: 'POST', path: '/api/base/users/add', body: userAddBody, result: managedUser }),
  update: defineCall({ method: 'PUT', path: '/api/base/users/update', body: userUpdateBody, result: managedUser }),
  /** `_id` in the body, or in the query for clients that cannot send a DELETE body. */
  delete: defineCall({ method: 'DELETE', path: '/api/base/users/delete', query: idQuery.partial(), body: deleteByIdBody.nullish(), result: deletedResult }),
};
