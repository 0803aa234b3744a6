/** Helpers the files tests share: real images and multipart bodies as browsers send them. */
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { FILE_CALLS } from '@portal/shared';

export function pngBytes(width = 2, height = 2): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i++) png.data[i] = Math.floor(Math.random() * 256);
  return PNG.sync.write(png);
}

export interface Part {
  name?: string;
  filename?: string;
  content: Buffer | string;
  type?: string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name ?? 'file'}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response bodies structurally
export async function uploadTo(app: FastifyInstance, token: string | undefined, parts: Part[], url: string = FILE_CALLS.upload.path): Promise<{ status: number; body: any }> {
  const { payload, headers } = multipart(parts);
  const response = await app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { token } : {}) } });
  return { status: response.statusCode, body: response.json() };
}
