/**
 * A route's schema from its call contract (@portal/shared): the path parameters, querystring, body
 * and answer the contract names, in the envelope (with the page's fields for a list's page; none
 * for an event stream), so validation, OpenAPI and the clients' types share one source.
 */
import { z } from 'zod';
import type { CallContract } from '@portal/shared';
import { envelopeOf } from './envelope';

type Described = { tags: string[]; summary: string; description?: string };

/** A list's page: the rows in `data`, the paging beside them (as `okPage` answers). */
function pageEnvelopeOfRows<T extends z.ZodType>(rows: T) {
  return envelopeOf(rows).extend({ total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });
}

type Answer<C extends CallContract> = C['events'] extends true
  ? object
  : { response: { 200: C['page'] extends true ? ReturnType<typeof pageEnvelopeOfRows<C['result']>> : ReturnType<typeof envelopeOf<C['result']>> } };

type SchemaOf<C extends CallContract> = Described &
  (C['params'] extends object ? { params: C['params'] } : object) &
  (C['query'] extends object ? { querystring: C['query'] } : object) &
  (C['body'] extends object ? { body: C['body'] } : object) &
  Answer<C>;

export function schemaOf<C extends CallContract>(contract: C, described: Described): SchemaOf<C> {
  return {
    ...described,
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.events ? {} : { response: { 200: contract.page ? pageEnvelopeOfRows(contract.result) : envelopeOf(contract.result) } }),
  } as SchemaOf<C>;
}
