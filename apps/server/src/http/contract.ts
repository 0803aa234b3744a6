/**
 * A route's schema from its call contract (@portal/shared): the querystring, body and answer the
 * contract names, in the envelope (a page's with its paging), so validation, OpenAPI and the clients' types share one source.
 */
import type { CallContract } from '@portal/shared';
import { envelopeOf, pagedEnvelopeOf } from './envelope';

type Described = { tags: string[]; summary: string; description?: string };

export function schemaOf<C extends CallContract>(contract: C, described: Described) {
  return {
    ...described,
    ...(contract.query ? { querystring: contract.query as NonNullable<C['query']> } : {}),
    ...(contract.body ? { body: contract.body as NonNullable<C['body']> } : {}),
    response: { 200: contract.page ? pagedEnvelopeOf(contract.result as C['result']) : envelopeOf(contract.result as C['result']) },
  } as Described &
    (C['query'] extends object ? { querystring: C['query'] } : object) &
    (C['body'] extends object ? { body: C['body'] } : object) & { response: { 200: C['page'] extends true ? ReturnType<typeof pagedEnvelopeOf<C['result']>> : ReturnType<typeof envelopeOf<C['result']>> } };
}

