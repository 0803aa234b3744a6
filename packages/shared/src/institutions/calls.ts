/**
 * The institution calls (/api/base/institution/*): the caller's institution and its
 * sub-institutions, and the sub-tables of an institution's tools and their authorisation rows.
 */
import { z } from 'zod';
import { defineCall } from '../contract';
import { deleteByIdBody, deletedResult, idQuery } from '../management/fields';
import {
  authorizationAddBody,
  authorizationInfoQuery,
  authorizationListQuery,
  authorizationUpdateBody,
  managedTool,
  toolAddBody,
  toolAuthorization,
  toolInfoQuery,
  toolListQuery,
  toolUpdateBody,
} from './sub-tables';
import { institutionAddBody, institutionListQuery, institutionRow, institutionUpdateBody } from './api';

export const INSTITUTION_CALLS = {
  list: defineCall({ method: 'GET', path: '/api/base/institution/list', query: institutionListQuery, result: z.array(institutionRow), page: true }),
  info: defineCall({ method: 'GET', path: '/api/base/institution/info', query: idQuery, result: institutionRow }),
  add: defineCall({ method: 'POST', path: '/api/base/institution/add', body: institutionAddBody, result: institutionRow }),
  update: defineCall({ method: 'PUT', path: '/api/base/institution/update', body: institutionUpdateBody, result: institutionRow }),
  /** `_id` in the body, or in the query for clients that cannot send a DELETE body. */
  delete: defineCall({ method: 'DELETE', path: '/api/base/institution/delete', query: idQuery.partial(), body: deleteByIdBody.nullish(), result: deletedResult }),
  toolList: defineCall({ method: 'GET', path: '/api/base/institution/tools/list', query: toolListQuery, result: z.array(managedTool), page: true }),
  toolInfo: defineCall({ method: 'GET', path: '/api/base/institution/tools/info', query: toolInfoQuery, result: managedTool }),
  toolAdd: defineCall({ method: 'POST', path: '/api/base/institution/tools/add', body: toolAddBody, result: managedTool }),
  toolUpdate: defineCall({ method: 'PUT', path: '/api/base/institution/tools/update', body: toolUpdateBody, result: managedTool }),
  authorizationList: defineCall({ method: 'GET', path: '/api/base/institution/authorization/list', query: authorizationListQuery, result: z.array(toolAuthorization), page: true }),
  authorizationInfo: defineCall({ method: 'GET', path: '/api/base/institution/authorization/info', query: authorizationInfoQuery, result: toolAuthorization }),
  authorizationAdd: defineCall({ method: 'POST', path: '/api/base/institution/authorization/add', body: authorizationAddBody, result: toolAuthorization }),
  authorizationUpdate: defineCall({ method: 'PUT', path: '/api/base/institution/authorization/update', body: authorizationUpdateBody, result: toolAuthorization }),
};
