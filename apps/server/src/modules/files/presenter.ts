/** File rows → the shared `FileInfo` shape. */
import { FILE_RAW_PREFIX, FILE_SOURCES, type FileInfo, type FileSource } from '@portal/shared';
import type { files } from './schema';

export type FileRow = Pick<typeof files.$inferSelect, 'id' | 'title' | 'extension' | 'size' | 'createdAt' | 'fromId' | 'remark' | 'source'>;

export const filePath = (id: string) => `${FILE_RAW_PREFIX}${id}`;

const sourceOf = (value: string): FileSource => (FILE_SOURCES.includes(value as FileSource) ? (value as FileSource) : 'upload');

export function presentFile(row: FileRow): FileInfo {
  return {
    _id: row.id,
    title: row.title,
    createdTime: row.createdAt.toISOString(),
    file_path: filePath(row.id),
    extension: row.extension,
    size: row.size,
    once_id: null,
    from_id: row.fromId,
    remark: row.remark,
    source: sourceOf(row.source),
  };
}
