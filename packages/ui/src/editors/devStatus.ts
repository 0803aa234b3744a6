/**
 * Development mode as the browser learns it (developers may edit definitions and menus): GET
 * /api/system/dev/status, asked once per page load (an identity switch reloads the page).
 */
import { DEFINITION_CALLS, type DevStatus } from '@portal/shared';
import { useEffect, useState } from 'react';
import { callWith } from '../http/call';
import type { RequestFn } from '../http/client';
import { request as browserRequest } from '../http/request';

const OFF: DevStatus = { definitionEditing: false, developer: false, menuAdmin: false };

let cached: Promise<DevStatus> | null = null;

export function loadDevStatus(request: RequestFn = browserRequest): Promise<DevStatus> {
  cached ??= callWith(request, DEFINITION_CALLS.devStatus, { silent: true }).then(
    (r) => ({ ...OFF, ...r.data }),
    () => {
      cached = null;
      return OFF;
    },
  );
  return cached;
}

/** Forgets the answer (tests; after an identity change without a reload). */
export function resetDevStatus(): void {
  cached = null;
}

/** Whether the caller may edit form and column definitions now. */
export function canEditDefinitions(status: DevStatus): boolean {
  return status.definitionEditing && status.developer;
}

export function useDevStatus(request?: RequestFn): DevStatus {
  const [status, setStatus] = useState<DevStatus>(OFF);
  useEffect(() => {
    let live = true;
    void loadDevStatus(request).then((s) => live && setStatus(s));
    return () => {
      live = false;
    };
  }, [request]);
  return status;
}
