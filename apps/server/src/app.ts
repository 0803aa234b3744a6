/**
 * Builds one Fastify instance (API + optionally one web app) without listening, so tests can
 * drive it with app.inject and the server process can build one per port.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler } from './http/serialization';
import type { AppContext } from './context';
import { runInActorScope } from './db/audit-actor';
import { failure } from './http/envelope';
import { frameworkErrors, installErrorHandling, notFound } from './http/errors';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { announcementFor, registerSite } from './http/static';
import { validatorCompiler } from './http/validation';
import { auditRoutes } from './modules/audit';
import { privacyRoutes } from './modules/privacy';
import { childrenRoutes } from './modules/children';
import { compassRoutes } from './modules/compass';
import { consultationRoutes, trainingParentRoutes, trainingRoutes } from './modules/training';
import { datasetRoutes } from './modules/auth';
import { definitionRoutes } from './modules/definitions';
import { exportRoutes } from './modules/export';
import { EXPORT_SOURCES } from './setup/export-sources';
import { installAuditHooks } from './setup/audit-hooks';
import { fileRoutes, videoRoutes } from './modules/files';
import { institutionRoutes } from './modules/institutions';
import { articleRoutes, mediaRoutes } from './modules/content';
import { menuRoutes } from './modules/menus';
import { SEEDED_MENU_IDS } from './setup/menu-tree';
import { roleMenuRoutes, roleRoutes } from './modules/roles';
import { reportRoutes } from './modules/reports';
import { speechRoutes } from './modules/speech';
import { swamsRoutes } from './modules/swams';
import { screeningRoutes } from './modules/screening';
import { parentTestingRoutes, testingRoutes, testRoutes } from './modules/testing';
import { statisticsRoutes } from './modules/statistics';
import { toolRoutes } from './modules/tools';
import { userRoutes } from './modules/identity';
import { verificationRoutes } from './modules/verification';
import { managedUserRoutes } from './modules/staff';

export const BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  ctx: AppContext;
  /** Serve this site's built files from `distDir` (omit for an API-only instance). */
  site?: { name: 'portal' | 'tool'; distDir: string };
  logger?: FastifyBaseLogger;
  /** Sees every route as it is registered (tests build the route table from it). */
  onRoute?: (route: RouteOptions) => void;
}

/** A request line or header the HTTP parser rejects never reaches Fastify's handlers. */
function clientErrorReply(): string {
  const { body } = failure('badInput', 'zh', { detail: '请求格式不正确 (malformed HTTP request)' });
  const json = JSON.stringify(body);
  return `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`;
}

/**
 * The zod compilers (set again below, per instance) from the start: otherwise Fastify loads its
 * default ones (ajv and fast-json-stringify, ~45 ms of the server's start) only to have them
 * replaced. Its option types name the ajv factories, hence the cast.
 */
const ZOD_COMPILERS = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as NonNullable<
  FastifyServerOptions['schemaController']
>['compilersFactory'];

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Per-request logs at info cost throughput on the hot path; debug level adds them back (below).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.ctx.config.trustProxy,
    frameworkErrors,
    clientErrorHandler(error, socket) {
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || !socket.writable) return socket.destroy();
      socket.end(clientErrorReply());
    },
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('tempToken', null);
  const onRoute = options.onRoute;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  // JSON only; an empty JSON body counts as "no body" so body-less POSTs may still send the header.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(req, body as string, done);
  });

  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('onResponse', async (req, reply) => {
      req.log.debug({ method: req.method, url: req.url, status: reply.statusCode, ms: reply.elapsedTime }, 'request');
    });
  }

  registerSecurityHeaders(app, options.site?.name, options.ctx.config);
  // Every request runs in its own actor scope (the audit trail's who and from where); `authenticate` names the actor.
  app.addHook('onRequest', (req, _reply, done) => runInActorScope(req.ip, done));

  installAuditHooks();
  installErrorHandling(app);
  await registerOpenApi(app);
  await app.register(userRoutes, { ctx: options.ctx });
  await app.register(menuRoutes, { ctx: options.ctx, seededMenuIds: SEEDED_MENU_IDS });
  await app.register(toolRoutes, { ctx: options.ctx });
  await app.register(definitionRoutes, { ctx: options.ctx });
  await app.register(childrenRoutes, { ctx: options.ctx });
  await app.register(exportRoutes, { ctx: options.ctx, sources: EXPORT_SOURCES });
  await app.register(datasetRoutes, { ctx: options.ctx });
  await app.register(institutionRoutes, { ctx: options.ctx });
  await app.register(managedUserRoutes, { ctx: options.ctx });
  await app.register(roleRoutes, { ctx: options.ctx });
  await app.register(roleMenuRoutes, { ctx: options.ctx });
  await app.register(fileRoutes, { ctx: options.ctx });
  await app.register(videoRoutes, { ctx: options.ctx });
  await app.register(testRoutes, { ctx: options.ctx });
  await app.register(reportRoutes, { ctx: options.ctx });
  await app.register(statisticsRoutes, { ctx: options.ctx });
  await app.register(testingRoutes, { ctx: options.ctx });
  await app.register(parentTestingRoutes, { ctx: options.ctx });
  await app.register(verificationRoutes, { ctx: options.ctx });
  await app.register(mediaRoutes, { ctx: options.ctx });
  await app.register(articleRoutes, { ctx: options.ctx });
  await app.register(compassRoutes, { ctx: options.ctx });
  await app.register(speechRoutes, { ctx: options.ctx });
  await app.register(swamsRoutes, { ctx: options.ctx });
  await app.register(trainingRoutes, { ctx: options.ctx });
  await app.register(trainingParentRoutes, { ctx: options.ctx });
  await app.register(consultationRoutes, { ctx: options.ctx });
  await app.register(screeningRoutes, { ctx: options.ctx });
  await app.register(auditRoutes, { ctx: options.ctx });
  await app.register(privacyRoutes, { ctx: options.ctx });
  registerOpenApiRoute(app);
  const site = options.site;
  app.setNotFoundHandler(site ? await registerSite(app, site.name, site.distDir, announcementFor(site.name, options.ctx.config)) : notFound);
  return app;
}
