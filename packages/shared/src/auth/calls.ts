/** /dataset/isAuth: no /api prefix, as other clients call it. */
import { defineCall } from '../contract';
import { datasetAuthQuery, datasetAuthResult } from './api';

export const AUTH_CALLS = {
  /** May the caller perform `action` on row `id`? Answers `allowed: true`, or refuses. */
  datasetAuth: defineCall({ method: 'GET', path: '/dataset/isAuth', query: datasetAuthQuery, result: datasetAuthResult }),
};
