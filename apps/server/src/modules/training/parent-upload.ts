/**
 * `POST upload`: one file from the parent's phone (multipart, field `file`). Checked by the files
 * module's staging (extension from PARENT_UPLOAD_EXTENSIONS and content sniffed against it, size
 * within PARENT_UPLOAD_MAX_BYTES), then stored with storeFile as the student's upload
 * (`from_id` = the student's id, `source` 'upload'), which is what feedback and appointments later
 * accept as "uploaded through this link".
 */
import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { fileExtension, PARENT_UPLOAD_EXTENSIONS, PARENT_UPLOAD_MAX_BYTES, type ParentUploadAnswer } from '@portal/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../http/envelope';
import { cleanTitle, multipartError, removeQuietly, type StagedUpload, stageUpload, storeFile } from '../files';
import type { TrainingParentSession } from './parent-auth';

export const PARENT_UPLOAD_FIELD = 'file';
const MAX_MB = PARENT_UPLOAD_MAX_BYTES / (1024 * 1024);

export async function receiveParentUpload(ctx: AppContext, session: TrainingParentSession, req: FastifyRequest): Promise<ParentUploadAnswer> {
  if (!req.isMultipart()) throw new AppError('uploadMissing');
  let staged: StagedUpload | null = null;
  let title = '';
  try {
    const parts = req.parts({ limits: { fileSize: PARENT_UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 16 * 1024 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== PARENT_UPLOAD_FIELD) {
        part.file.resume();
        continue;
      }
      const extension = fileExtension(part.filename ?? '');
      title = cleanTitle(part.filename, extension);
      staged = await stageUpload(ctx.config.uploadDir, PARENT_UPLOAD_EXTENSIONS, MAX_MB, { extension, stream: part.file });
    }
  } catch (error) {
    if (staged) await removeQuietly(staged.file);
    throw multipartError(error, MAX_MB);
  }
  if (!staged) throw new AppError('uploadMissing');
  try {
    const info = await storeFile(ctx, {
      institutionId: session.institutionId,
      title,
      extension: staged.extension,
      body: createReadStream(staged.file),
      size: staged.size,
      fromId: session.studentId,
      source: 'upload',
    });
    return { file_id: info._id, file_path: info.file_path, extension: info.extension, title: info.title, size: info.size };
  } finally {
    await removeQuietly(staged.file);
  }
}
