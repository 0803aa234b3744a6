/**
 * `POST upload`: one photo, video or recording from the parent's phone (multipart, field `file`),
 * recognised by content and stored by the files module (`receiveMediaUpload`: iPhone mov and m4a,
 * Android WebM and Ogg, mp4, mp3, wav, jpg, png; within MEDIA_UPLOAD_MAX_MB) as the student's
 * upload (`from_id` = the student's id, `source` 'upload'), which is what feedback and appointments
 * later accept as "uploaded through this link".
 */
import type { FastifyRequest } from 'fastify';
import type { ParentUploadAnswer } from '@portal/shared';
import type { AppContext } from '../../context';
import { receiveMediaUpload } from '../files';
import type { TrainingParentSession } from './parent-auth';

export const PARENT_UPLOAD_FIELD = 'file';

export async function receiveParentUpload(ctx: AppContext, session: TrainingParentSession, req: FastifyRequest): Promise<ParentUploadAnswer> {
  const info = await receiveMediaUpload(ctx, req, { institutionId: session.institutionId, fromId: session.studentId, field: PARENT_UPLOAD_FIELD });
  return { file_id: info._id, file_path: info.file_path, extension: info.extension, title: info.title, size: info.size };
}
