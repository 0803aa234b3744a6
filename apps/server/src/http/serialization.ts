/**
 * Every answer's serializer: fastify-type-provider-zod's (zod encodes the answer against the
 * route's schema, then JSON.stringify), except for an answer already exactly right
 * (exact-check.ts), which zod would give back unchanged: that one is stringified as it is. The
 * answers sent stay the same; only the copy zod makes of every list row is spared.
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import { exactCheck } from './exact-check';

export const serializerCompiler: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = (route) => {
  const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const schema = route.schema instanceof $ZodType ? route.schema : route.schema?.properties;
  const exact = schema instanceof $ZodType ? exactCheck(schema) : null;
  return (data) => (exact?.(data) ? JSON.stringify(data) : viaZod(data));
};
