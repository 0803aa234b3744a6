/** What inputs need from the form around them: the call client, the identity, the LOV cache. */
import { FILE_CALLS, type FormDefinition, type LovEntry } from '@portal/shared';
import type { FormInstance } from 'antd';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { useOptionalAuthStore } from '../identity/react';
import type { RequestFn } from '../http/client';
import { request as browserRequest } from '../http/request';
import { lazySilentRequest } from '../verification/api';
import { lovCache as sharedLovCache, type LovCache } from './lovCache';
import type { FormIdentity } from './types';

export interface FormServices {
  request: RequestFn;
  lovCache: LovCache;
  /** Keys the LOV cache; defaults to the logged-in user's institution and role. */
  identity: FormIdentity | null;
  /** Upload target when an item has no `input.props.action` (the server's call is not built yet). */
  uploadAction: string;
  /** Headers for uploads (the token). */
  uploadHeaders?: () => Record<string, string>;
  /** The client for verification-code calls: silent, since the field shows the server's message itself. */
  verificationRequest: RequestFn;
}

/** Placeholders every input shows, translated once per form instead of once per input. */
export interface FormTexts {
  input: string;
  select: string;
}

export interface FormRuntime {
  services: FormServices;
  texts: FormTexts;
  form: FormInstance;
  definition: FormDefinition;
  lookup: unknown;
}

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (!runtime) throw new Error('Form inputs render inside <DynamicForm>');
  return runtime;
}

function tokenHeaders(): Record<string, string> {
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem('token');
  return token ? { token } : {};
}


const noSubscribe = () => () => undefined;

/** Services with defaults: the browser call client, the shared cache and the auth identity. */
export function useFormServices(overrides: Partial<FormServices> | undefined): FormServices {
  const store = useOptionalAuthStore();
  const user = useSyncExternalStore(store?.subscribe ?? noSubscribe, () => store?.getState().user ?? null, () => store?.getState().user ?? null);
  const given = overrides?.identity;
  const institutionId = given !== undefined ? given?.institutionId : user?.institutionId;
  const roleId = given !== undefined ? given?.roleId : user?.roleId;
  const hasIdentity = given !== undefined ? given !== null : user !== null;
  const request = overrides?.request ?? browserRequest;
  const lovCache = overrides?.lovCache ?? sharedLovCache;
  const uploadAction = overrides?.uploadAction ?? FILE_CALLS.upload.path;
  const uploadHeaders = overrides?.uploadHeaders ?? tokenHeaders;
  const verificationRequest = overrides?.verificationRequest ?? lazySilentRequest;
  // Stable while nothing changes: effects that load the definition and the lists depend on it.
  return useMemo(
    () => ({ request, lovCache, uploadAction, uploadHeaders, verificationRequest, identity: hasIdentity ? { institutionId: institutionId ?? null, roleId: roleId ?? null } : null }),
    [request, lovCache, uploadAction, uploadHeaders, verificationRequest, hasIdentity, institutionId, roleId],
  );
}

/** Entries of one stored list from the cache, re-rendering when the cache fills. */
export function useCachedLov(lovName: string | undefined): LovEntry[] | undefined {
  const { services } = useFormRuntime();
  const { lovCache, identity } = services;
  useSyncExternalStore(lovCache.subscribe, lovCache.version, lovCache.version);
  return lovName ? lovCache.peek(identity, lovName) : undefined;
}
