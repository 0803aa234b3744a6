/**
 * A route's schema from its call contract (@portal/shared): the querystring, body and answer the
 * contract names, in the envelope, so validation, OpenAPI and the clients' types share one source.
 */
import type { CallContract } from '@portal/shared';
import { envelopeOf } from './envelope';

type Described = { tags: string[]; summary: string; description?: string };

export function schemaOf<C extends CallContract>(contract: C, described: Described) {
  return {
    ...described,
    ...(contract.query ? { querystring: contract.query as NonNullable<C['query']> } : {}),
    ...(contract.body ? { body: contract.body as NonNullable<C['body']> } : {}),
    response: { 200: envelopeOf(contract.result as C['result']) },
  } as Described & (C['query'] extends object ? { querystring: C['query'] } : object) & (C['body'] extends object ? { body: C['body'] } : object) & { response: { 200: ReturnType<typeof envelopeOf<C['result']>> } };
}
