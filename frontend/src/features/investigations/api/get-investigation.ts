import { queryOptions } from '@tanstack/react-query';
import { InvestigationDetail, investigationRoutes } from '@hs/contracts';
import { getJson, isNotFound } from '@/lib/http';
import { investigationKeys } from './investigation-keys';

/** GET /api/incidents/:id/investigation; null when none is started yet (404). */
export const investigationQueryOptions = (incidentId: string) =>
  queryOptions({
    queryKey: investigationKeys.detail(incidentId),
    queryFn: async ({ signal }): Promise<InvestigationDetail | null> => {
      try {
        return await getJson(investigationRoutes.investigation(incidentId), InvestigationDetail, signal);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
