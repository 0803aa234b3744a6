/** The version call (CONTENT_CALLS.version): the label's version and environment, once per page. */
import { CONTENT_CALLS, WEB_VERSION, type CallResult } from '@portal/shared';
import { callWith, request } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';

export type VersionInfo = CallResult<typeof CONTENT_CALLS.version>;

export function useVersion() {
  return useQuery({
    queryKey: ['version'],
    queryFn: async (): Promise<VersionInfo> => (await callWith(request, CONTENT_CALLS.version, { query: { web_version: WEB_VERSION }, silent: true })).data,
    staleTime: Infinity,
    retry: false,
  });
}

/** '2.4.2 prod'; the build's own version alone while the server has not answered. */
export function versionLabel(info: VersionInfo | undefined): string {
  return info ? `${info.version} ${info.environment}`.trim() : WEB_VERSION;
}
