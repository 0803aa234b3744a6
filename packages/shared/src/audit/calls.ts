/** The audit calls (/api/system/audit/*): read only; nothing changes or deletes the trail. */
import { z } from 'zod';
import { defineCall } from '../contract';
import { auditListQuery, auditRow } from './api';

export const AUDIT_CALLS = {
  list: defineCall({ method: 'GET', path: '/api/system/audit/list', query: auditListQuery, result: z.array(auditRow), page: true }),
};
