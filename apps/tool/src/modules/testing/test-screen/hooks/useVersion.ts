/** GET /api/version: the label's version and environment, once per page. */
import { TESTING_PATHS, WEB_VERSION } from '@portal/shared';
import { request } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';

export interface VersionInfo {
  version: string;
  environment: string;
}

export function useVersion() {
  return useQuery({
    queryKey: ['version'],
    queryFn: async (): Promise<VersionInfo> => (await request<VersionInfo>('GET', TESTING_PATHS.version, { params: { web_version: WEB_VERSION }, silent: true })).data,
    staleTime: Infinity,
    retry: false,
  });
}

/** '2.4.2 prod'; the build's own version alone while the server has not answered. */
export function versionLabel(info: VersionInfo | undefined): string {
  return info ? `${info.version} ${info.environment}`.trim() : WEB_VERSION;
}
