import type { InstitutionTool } from '@portal/shared';
import { userApi } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';

/** Tools of the current institution. Keyed by institution so a switch never shows stale tools. */
export function useInstitutionTools(institutionId: string) {
  return useQuery({
    queryKey: ['insTools', institutionId],
    queryFn: async (): Promise<InstitutionTool[]> => (await userApi.institutionTools()).data ?? [],
    // The call client already toasts errors; one automatic retry would just toast twice.
    retry: false,
  });
}
