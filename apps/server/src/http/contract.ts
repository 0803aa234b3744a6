/**
 * A route's schema from its call contract (@portal/shared): the path parameters, querystring, body
 * and answer the contract names, in the envelope (with the page's fields for a list's page; none
 * for an event stream), so validation, OpenAPI and the clients' types share one source.
 */
import type { CallContract } from '@portal/shared';
import { envelopeOf, pagedEnvelopeOf } from './envelope';

type Described = { tags: string[]; summary: string; description?: string };

type Answer<C extends CallContract> = C['events'] extends true
  ? object
  : { response: { 200: C['page'] extends true ? ReturnType<typeof pagedEnvelopeOf<C['result']>> : ReturnType<typeof envelopeOf<C['result']>> } };

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
    ...(contract.events ? {} : { response: { 200: contract.page ? pagedEnvelopeOf(contract.result) : envelopeOf(contract.result) } }),
  } as SchemaOf<C>;
}
