/** The OpenAPI document, generated from the same zod schemas that validate requests. */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { child, columnNodeDraft, columnNodeV1, institutionTool, lovEntry, menuNode, publicUserInfo, userInfo } from '@portal/shared';

/**
 * Named components: the recursive MenuNode can only be expressed as a $ref to a component, and
 * naming the others keeps the document readable. Registered once per process.
 */
const components: Array<[z.ZodType, string]> = [
  [menuNode, 'MenuNode'],
  [userInfo, 'UserInfo'],
  [publicUserInfo, 'PublicUserInfo'],
  [institutionTool, 'InstitutionTool'],
  [lovEntry, 'LovEntry'],
  [columnNodeV1, 'ColumnNode'],
  [columnNodeDraft, 'ColumnNodeDraft'],
  [child, 'Child'],
];
for (const [schema, id] of components) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Assessment portal API',
        description: 'Every answer is an envelope {code, success, data, message}; codes and texts come from the shared error catalogue. Authenticated calls send the login token in the `token` header.',
        version: '1.0.0',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** Registered after the routes so the document lists them all. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
}
