/**
 * What a parent's phone fetches without a login: the version label
 * (GET /api/version), animations (GET /api/system/lottie/select, then their files under
 * /resource/lottie/…) and question audio (/oss/{type}/questions/{id}.mp3, the operating guide at
 * /oss/{type}/operating-guide.mp3) and course media (/oss/training/{path}, an activity's
 * `media[].path`). Files come from the repository's content/ folder; anything
 * not found there is the 404 envelope, never the web app's page.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_CALLS as C, CONTENT_MEDIA_PREFIX, TRAINING_PARENT_PATHS, WEB_VERSION } from '@portal/shared';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { AppError, ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { ANIMATIONS_DIR, ARTICLE_MEDIA_DIR, AUDIO_DIR, CONTENT_DIR, fileUnder, TRAINING_MEDIA_DIR } from './media-files';
import { findLottie } from './lottie';

const DAY_SECONDS = 86_400;
const YEAR_MS = 365 * DAY_SECONDS * 1000;
/** Animation files: JSON and the image formats Lottie references (no SVG: it could carry script). */
const LOTTIE_FILE = /\.(json|png|jpe?g|webp)$/i;
/** Course media: the kinds an activity shows (video, audio, image); nothing else under content/media is served. */
const TRAINING_MEDIA_FILE = /\.(mp4|m4a|mp3|png|jpe?g|webp)$/i;
/** The content pages' shipped covers and videos (content/media/articles): one flat folder. */
const ARTICLE_MEDIA_FILE = /^[A-Za-z0-9_-]+\.(png|jpe?g|webp|mp4)$/i;

export function environmentOf(nodeEnv: Config['nodeEnv']): string {
  return nodeEnv === 'production' ? 'prod' : nodeEnv === 'development' ? 'dev' : 'test';
}

export const mediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // sendFile only (this plugin's own routes decide what may be served); ranges come with it.
  await app.register(fastifyStatic, { root: CONTENT_DIR, serve: false, acceptRanges: true, cacheControl: true });

  const sendFrom = async (reply: FastifyReply, root: string, segments: string[], cache: { maxAge: number; immutable: boolean }) => {
    const file = await fileUnder(root, segments);
    if (!file) throw new AppError('notFound');
    reply.header('x-content-type-options', 'nosniff');
    return reply.sendFile(file, root, { maxAge: cache.maxAge, immutable: cache.immutable });
  };

  app.get(
    C.version.path,
    { config: { access: 'public' }, schema: schemaOf(C.version, { tags: ['media'], summary: 'The web version label and the environment (no login)' }) },
    async (req) => ok(localeOf(req), { version: WEB_VERSION, environment: environmentOf(ctx.config.nodeEnv) }),
  );

  app.get(
    C.lottieSelect.path,
    { config: { access: 'public' }, schema: schemaOf(C.lottieSelect, { tags: ['media'], summary: 'Where an animation’s JSON and images are (fetch them under /resource); no login' }) },
    async (req) => ok(localeOf(req), await findLottie(ctx, req.query.lottie_key)),
  );

  // Paths carry a version made from the files (seed-lottie.ts): safe to cache for good.
  app.get('/resource/lottie/*', { config: { access: 'public' }, schema: { tags: ['media'], summary: 'A file of an animation: /resource/lottie/{key}/v-{version}/{file}', hide: true } }, async (req, reply) => {
    const [key, version, ...rest] = (req.params as { '*': string })['*'].split('/');
    if (!key || !version || !/^v-[0-9a-f]{12}$/.test(version) || rest.length === 0 || !LOTTIE_FILE.test(rest.at(-1)!)) throw new AppError('notFound');
    return sendFrom(reply, ANIMATIONS_DIR, [key, ...rest], { maxAge: YEAR_MS, immutable: true });
  });

  const audio = { maxAge: DAY_SECONDS * 1000, immutable: false };
  const toolType = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/);
  app.get(
    '/oss/:type/questions/:file',
    { config: { access: 'public' }, schema: { tags: ['media'], summary: 'A question’s audio (MP3; ranges accepted); no login', params: z.object({ type: toolType, file: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.mp3$/) }) } },
    async (req, reply) => sendFrom(reply, AUDIO_DIR, [req.params.type, 'questions', req.params.file], audio),
  );
  app.get(
    '/oss/:type/operating-guide.mp3',
    { config: { access: 'public' }, schema: { tags: ['media'], summary: 'A tool’s spoken operating guide (MP3); no login', params: z.object({ type: toolType }) } },
    async (req, reply) => sendFrom(reply, AUDIO_DIR, [req.params.type, 'operating-guide.mp3'], audio),
  );
  // Public like question audio: a <video> or <audio> element cannot send a header (parent-api.ts).
  app.get(
    TRAINING_PARENT_PATHS.media,
    { config: { access: 'public' }, schema: { tags: ['media'], summary: 'A course media file (an activity’s media[].path under content/media: mp4, m4a, mp3, png, jpg, webp; ranges accepted); no login', params: z.object({ '*': z.string().max(400) }) } },
    async (req, reply) => {
      const segments = req.params['*'].split('/');
      if (!TRAINING_MEDIA_FILE.test(segments.at(-1) ?? '')) throw new AppError('notFound');
      return sendFrom(reply, TRAINING_MEDIA_DIR, segments, audio);
    },
  );
  // Public like course media: covers and videos of news and products shipped with the product.
  app.get(
    `${CONTENT_MEDIA_PREFIX}:file`,
    { config: { access: 'public' }, schema: { tags: ['media'], summary: 'A shipped cover or video of the news, help and catalogue pages (png, jpg, webp, mp4; ranges accepted); no login', params: z.object({ file: z.string().regex(ARTICLE_MEDIA_FILE) }) } },
    async (req, reply) => sendFrom(reply, ARTICLE_MEDIA_DIR, [req.params.file], audio),
  );
};
