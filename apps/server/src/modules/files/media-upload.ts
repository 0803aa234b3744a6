/**
 * One photo, video or recording from a phone, read from a multipart request, recognised by content
 * (`stageMedia`), within the configured size (MEDIA_UPLOAD_MAX_MB), and stored as a file of the
 * caller's institution. Any refusal leaves nothing stored. Used by the parent's training uploads;
 * speech recordings can come in the same way.
 */
import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { FileInfo, SniffedMedia } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { cleanTitle, multipartError, storeFile } from './service';
import { removeQuietly, stageMedia, type StagedUpload } from './upload';

export interface MediaUploadOwner {
  institutionId: string;
  /** What the file belongs to (a student, a test…): GET /api/system/file/list {from_id}. */
  fromId: string;
  createdBy?: string | null;
  /** Only the file part of this field is read (others are skipped); any field when absent. */
  field?: string;
}

/** The multipart parser's own limit for a route taking media (register it with this). */
export const mediaUploadBytes = (ctx: AppContext) => Math.floor(ctx.config.mediaUploadMaxMb * 1024 * 1024);

export async function receiveMediaUpload(ctx: AppContext, req: FastifyRequest, owner: MediaUploadOwner): Promise<FileInfo & { media: SniffedMedia }> {
  if (!req.isMultipart()) throw new AppError('uploadMissing');
  const maxMb = ctx.config.mediaUploadMaxMb;
  let staged: (StagedUpload & { media: SniffedMedia }) | null = null;
  let name: string | undefined;
  try {
    const parts = req.parts({ limits: { fileSize: mediaUploadBytes(ctx), files: 1, fields: 10, parts: 20, fieldSize: 16 * 1024 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (owner.field !== undefined && part.fieldname !== owner.field) {
        part.file.resume();
        continue;
      }
      name = part.filename;
      staged = await stageMedia(ctx.config.uploadDir, maxMb, part.file);
    }
  } catch (error) {
    if (staged) await removeQuietly(staged.file);
    throw multipartError(error, maxMb);
  }
  if (!staged) throw new AppError('uploadMissing');
  try {
    const info = await storeFile(ctx, {
      institutionId: owner.institutionId,
      title: titleOf(name, staged.extension),
      extension: staged.extension,
      body: createReadStream(staged.file),
      size: staged.size,
      fromId: owner.fromId,
      source: 'upload',
      createdBy: owner.createdBy ?? null,
    });
    return { ...info, media: staged.media };
  } finally {
    await removeQuietly(staged.file);
  }
}

/** The phone's name for the file, with the extension its content names when the name has none. */
function titleOf(filename: string | undefined, extension: string): string {
  const title = cleanTitle(filename, extension);
  return /\.[A-Za-z0-9]{1,10}$/.test(title) ? title : `${title}.${extension}`;
}
