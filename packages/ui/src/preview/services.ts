/**
 * The calls the preview pieces make, behind one small interface so tests (and any other host)
 * can hand in their own. Bytes are always read with the token header into blobs: no token, and no
 * long-lived link, ever lands in a URL; the mobile app gets a one-time link instead.
 */
import { FILE_CALLS, FILE_DOWNLOAD_PREFIX, MENU_CALLS, PERMISSION_MENUS, TOOL_CALLS, type FileInfo, type MenuNode } from '@portal/shared';
import { callWith } from '../http/call';
import { hasMenu } from '../identity/permissions';
import { ApiError, type RequestBlobFn, type RequestFn } from '../http/client';
import { request, requestBlob } from '../http/request';
import { downloadName } from './formats';

export interface PreviewServices {
  request: RequestFn;
  requestBlob: RequestBlobFn;
}

export const browserPreviewServices: PreviewServices = { request, requestBlob };

/** GET /api/system/file/info; `once` also issues a one-time link id. Silent: the caller shows the failure. */
export async function fetchFileInfo(services: PreviewServices, fileId: string, once = false): Promise<FileInfo> {
  const result = await callWith(services.request, FILE_CALLS.info, { query: { fileId, ...(once ? { once: '1' as const } : {}) }, silent: true });
  if (!result.data || typeof result.data._id !== 'string') throw new ApiError(1007, 'unknown data format');
  return result.data;
}

/**
 * Whether the user holds the pdf_preview menu. The portal has the menu list already;
 * the tool site does not load menus, so it asks for that one menu by key (404: not held).
 */
export async function holdsPdfPreview(services: PreviewServices, menuList: readonly MenuNode[]): Promise<boolean> {
  if (menuList.length > 0) return hasMenu(menuList, PERMISSION_MENUS.pdfPreview);
  try {
    await callWith(services.request, MENU_CALLS.info, { query: { menuId: PERMISSION_MENUS.pdfPreview }, silent: true });
    return true;
  } catch {
    return false;
  }
}

/** The QR background of a tool, or null (no such tool, or the call failed: the plain code then). */
export async function qrBackgroundPath(services: PreviewServices, toolsType: string): Promise<string | null> {
  try {
    const result = await callWith(services.request, TOOL_CALLS.expansionInfo, { query: { tools_type: toolsType }, silent: true });
    const path = result.data?.qr_background_path;
    return typeof path === 'string' && path ? path : null;
  } catch {
    return null;
  }
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has its own copy once started; give slow browsers a moment before revoking.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Download through the download route, saved under the file's title. Toasts on failure. */
export async function downloadFile(services: PreviewServices, file: { _id: string; title: string }, extension: string): Promise<void> {
  const { blob } = await services.requestBlob(`${FILE_DOWNLOAD_PREFIX}${encodeURIComponent(file._id)}`);
  saveBlob(blob, downloadName(file.title, extension));
}
