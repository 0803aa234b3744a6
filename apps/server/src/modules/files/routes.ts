/**
 * Uploads, file info/list/remark, file reads (raw, download, resource, one-time link) and the
 * rich-text sanitiser (see README.md in this folder). Multipart parsing is registered inside this
 * plugin only: every other route stays JSON-only.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  editorUploadResult,
  errorText,
  FILE_CALLS as C,
  FILE_DOWNLOAD_PREFIX,
  FILE_ONCE_PREFIX,
  FILE_RAW_PREFIX,
  FILE_RESOURCE_PREFIX,
  UPLOAD_EDITOR_IMAGE_PATH,
  type EditorUploadResult,
} from '@portal/shared';
import type { AppContext } from '../../context';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { toAppError } from '../../http/errors';
import { localeOf } from '../../http/locale';
import { authenticate, sessionOf } from '../auth';
import { redeemOnceId } from './once';
import { sanitizeRichText } from './sanitize';
import { sendFile, type ServeMode } from './serve';
import { auditedRead, fileInfo, listFiles, openFile, openForSession, receiveUpload, updateRemark } from './service';

const tags = ['files'];
const fileIdParams = z.object({ id: z.string().max(64) });
const reads: Array<{ url: string; mode: ServeMode; summary: string }> = [
  {
    url: `${FILE_RAW_PREFIX}:id`,
    mode: 'raw',
    summary: 'The bytes of one file of the current institution (token header required); images and video inline, anything else as an attachment; the name is in Content-Disposition',
  },
  {
    url: `${FILE_DOWNLOAD_PREFIX}:id`,
    mode: 'download',
    summary: 'Download one file of the current institution as an attachment (token header required); the name is in Content-Disposition (ASCII filename and UTF-8 filename*)',
  },
  {
    url: `${FILE_RESOURCE_PREFIX}:id`,
    mode: 'resource',
    summary: 'One file of the current institution shown inline (token header required): PDF for the viewer, HTML reports in a script-less CSP sandbox',
  },
];
const multipartBody = 'multipart/form-data with exactly one file part (any field name)';

export const fileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = authenticate(ctx.db.pool);
  await app.register(fastifyMultipart, {
    limits: { fileSize: Math.floor(ctx.config.uploadMaxMb * 1024 * 1024), files: 1 },
    // A part is a file only when it names one, as browsers' FormData does.
    isPartAFile: (_fieldName, _contentType, fileName) => fileName !== undefined,
  });

  app.post(
    C.upload.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.upload, { tags, summary: `Upload one file (jpeg, png, jpg, mp4, zip, json; content must match the extension). Body: ${multipartBody}` }) },
    async (req) => ok(localeOf(req), await receiveUpload(ctx, sessionOf(req), req, 'file')),
  );

  app.post(
    UPLOAD_EDITOR_IMAGE_PATH,
    {
      onRequest,
      config: { access: 'login' },
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
    C.info.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.info, { tags, summary: 'Info of one file of the current institution; once=1 also issues a one-time link id (once_id) for /resource/once/{once_id}' }) },
    async (req) => ok(localeOf(req), await fileInfo(ctx, sessionOf(req), req.query.fileId, { once: req.query.once === true })),
  );

  app.get(
    C.list.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.list, { tags, summary: 'The current institution’s files of one owner (from_id), newest first' }) },
    async (req) => ok(localeOf(req), await listFiles(ctx, sessionOf(req), req.query.from_id)),
  );

  app.put(
    C.update.path,
    { onRequest, config: { access: 'login' }, schema: schemaOf(C.update, { tags, summary: 'Set the remark of one file of the current institution (trimmed, at most 500 characters)' }) },
    async (req) => ok(localeOf(req), await updateRemark(ctx, sessionOf(req), req.body._id, req.body.remark)),
  );

  for (const read of reads) {
    app.get(read.url, { onRequest, config: { access: 'login' }, schema: { tags, summary: read.summary, params: fileIdParams } }, async (req, reply) =>
      sendFile(reply, await openForSession(ctx, sessionOf(req), req.params.id, req.headers.range), read.mode),
    );
  }

  app.get(
    `${FILE_ONCE_PREFIX}:onceId`,
    {
      // A HEAD would spend the link without delivering the file.
      exposeHeadRoute: false,
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One file through a one-time link (no token): works once, within minutes of GET /api/system/file/info?once=1; then 410',
        params: z.object({ onceId: z.string().max(128) }),
      },
    },
    async (req, reply) => {
      const { institutionId, fileId } = await redeemOnceId(ctx, req.params.onceId);
      return sendFile(reply, await auditedRead(ctx, institutionId, fileId, await openFile(ctx, institutionId, fileId)), 'once');
    },
  );

  app.post(
    C.richTextSanitize.path,
    { onRequest, config: { access: 'login' }, bodyLimit: 4 * 1024 * 1024, schema: schemaOf(C.richTextSanitize, { tags, summary: 'Clean rich-text HTML with the server’s allow-list (what storing endpoints do too)' }) },
    async (req) => ok(localeOf(req), { html: sanitizeRichText(req.body.html) }),
  );
};
