/**
 * The definition calls, paths spelled as other clients expect (`froms`, `colums`): forms, column
 * sets and lists of values, and the development-mode status the definition editors ask first.
 */
import { defineCall } from '../contract';
import {
  columnDefinitionResult,
  columnsNetInfoQuery,
  columnsUpdateBody,
  devStatusResult,
  formDefinitionResult,
  formNetInfoQuery,
  formUpdateBody,
  lovListResult,
  lovMultipleBody,
  lovMultipleResult,
  lovNetInfoQuery,
  lovSelfCreateBody,
} from './api';
import { lovEntry } from './lov';

export const DEFINITION_CALLS = {
  /** A form by name; `format=raw` gives it as stored, for the editor. */
  formInfo: defineCall({ method: 'GET', path: '/api/system/froms/netInfo', query: formNetInfoQuery, result: formDefinitionResult }),
  formUpdate: defineCall({ method: 'PUT', path: '/api/system/froms/update', body: formUpdateBody, result: formDefinitionResult }),
  columnsInfo: defineCall({ method: 'GET', path: '/api/system/colums/netInfo', query: columnsNetInfoQuery, result: columnDefinitionResult }),
  columnsUpdate: defineCall({ method: 'PUT', path: '/api/system/colums/update', body: columnsUpdateBody, result: columnDefinitionResult }),
  lovMultiple: defineCall({ method: 'POST', path: '/api/system/lov/multiple', body: lovMultipleBody, result: lovMultipleResult }),
  lovInfo: defineCall({ method: 'GET', path: '/api/system/lov/netInfo', query: lovNetInfoQuery, result: lovListResult }),
  /** A new entry, for the caller's institution, in a list that allows it. */
  lovSelfCreate: defineCall({ method: 'POST', path: '/api/system/lov/selfcreate', body: lovSelfCreateBody, result: lovEntry }),
  /** Whether definition editing is on, and whether the caller holds the developer and menu-admin menus. */
  devStatus: defineCall({ method: 'GET', path: '/api/system/dev/status', result: devStatusResult }),
};
