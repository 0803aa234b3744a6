/**
 * c.download: saves the first row's stored file through the download route, under
 * its title. `idField` and `titleField` name the row's fields (a report row names its PDF as
 * `file_id`). A row without that id is a validation failure; a failed call was already toasted.
 */
import { z } from 'zod';
import { browserPreviewServices, downloadFile } from '../../preview/services';
import { FlowValidationError } from '../errors';
import { defineStep } from '../registry';

export const downloadParams = z
  .object({
    idField: z.string().min(1).max(64).default('_id'),
    titleField: z.string().min(1).max(64).default('title'),
    extension: z.string().min(1).max(16).default('pdf'),
  })
  .strict();

export const cDownload = defineStep({
  name: 'c.download',
  params: downloadParams,
  run: async ({ input, params, ctx }) => {
    const row: unknown = Array.isArray(input) ? input[0] : input;
    const record = row !== null && typeof row === 'object' ? (row as Record<string, unknown>) : {};
    const id = record[params.idField];
    if (typeof id !== 'string' || !id) throw new FlowValidationError('c.download', `the data has no ${params.idField}`);
    const file = { _id: id, title: String(record[params.titleField] ?? id) };
    await (ctx.download ? ctx.download(file, params.extension) : downloadFile(browserPreviewServices, file, params.extension));
    return input;
  },
});
