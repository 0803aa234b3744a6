/**
 * Uploads, file info, raw file reads and the rich-text sanitiser (see README.md in this folder).
 * Multipart parsing is registered inside this plugin only: every other route stays JSON-only.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  editorUploadResult,
  errorText,
  fileInfo as fileInfoSchema,
  fileInfoQuery,
  RICHTEXT_SANITIZE_PATH,
  richTextBody,
  richTextResult,
  UPLOAD_EDITOR_IMAGE_PATH,
  UPLOAD_FILE_PATH,
  type EditorUploadResult,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { envelopeOf, ok } from '../../http/envelope';
import { toAppError } from '../../http/errors';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth/hooks';
import { sanitizeRichText } from './sanitize';
import { contentDisposition, fileInfo, openRaw, receiveUpload } from './service';

const tags = ['files'];
const multipartBody = 'multipart/form-data with exactly one file part (any field name)';

export const fileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.floor(ctx.config.uploadMaxMb * 1024 * 1024), files: 1 },
    // A part is a file only when it names one, as browsers' FormData does.
    isPartAFile: (_fieldName, _contentType, fileName) => fileName !== undefined,
  });

  app.post(
    UPLOAD_FILE_PATH,
    {
      onRequest,
      schema: {
        tags,
        summary: `Upload one file (jpeg, png, jpg, mp4, zip, json; content must match the extension). Body: ${multipartBody}`,
        response: { 200: envelopeOf(fileInfoSchema) },
      },
    },
    async (req) => ok(localeOf(req), await receiveUpload(ctx, sessionOf(req), req, 'file')),
  );

  app.post(
    UPLOAD_EDITOR_IMAGE_PATH,
    {
      onRequest,
      schema: {
        tags,
        summary: `Rich-text editor image upload (jpeg, png, jpg) in wangEditor's answer shape: {errno: 0, data: {url, alt, href}}; a refused upload answers HTTP 200 with {errno: 1, message} so the editor shows the message. Body: ${multipartBody}`,
        response: { 200: editorUploadResult },
      },
    },
    async (req): Promise<EditorUploadResult> => {
      const locale = localeOf(req);
      try {
        const file = await receiveUpload(ctx, sessionOf(req), req, 'image');
        return { errno: 0, data: { url: file.file_path, alt: file.title, href: '' } };
      } catch (error) {
        const appError = toAppError(error, locale);
        if (!appError) throw error;
        return { errno: 1, message: errorText(appError.key, locale, appError.params) };
      }
    },
  );

  app.get(
    '/api/system/file/info',
    { onRequest, schema: { tags, summary: 'Info of one file of the current institution', querystring: fileInfoQuery, response: { 200: envelopeOf(fileInfoSchema) } } },
    async (req) => ok(localeOf(req), await fileInfo(ctx, sessionOf(req), req.query.fileId)),
  );

  app.get(
    '/api/system/file/raw/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The bytes of one file of the current institution (token header required); the name is in Content-Disposition',
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (req, reply) => {
      const raw = await openRaw(ctx, sessionOf(req), req.params.id);
      return reply
        .header('content-type', raw.contentType)
        .header('content-length', raw.size)
        .header('content-disposition', contentDisposition(raw.disposition, raw.title))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-cache')
        .send(raw.stream);
    },
  );

  app.post(
    RICHTEXT_SANITIZE_PATH,
    {
      onRequest,
      bodyLimit: 4 * 1024 * 1024,
      schema: { tags, summary: 'Clean rich-text HTML with the server’s allow-list (what storing endpoints do too)', body: richTextBody, response: { 200: envelopeOf(richTextResult) } },
    },
    async (req) => ok(localeOf(req), { html: sanitizeRichText(req.body.html) }),
  );
};
