import { queryOptions } from '@tanstack/react-query';
import { InvestigationDetail, InvestigationList, investigationRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { investigationKeys } from './investigation-keys';

/**
 * The incident's investigation, or null when none is started (or it is not for this user): the list
 * filtered to the incident says so without a 404 in the console, then the detail is read.
 */
export const investigationQueryOptions = (incidentId: string) =>
  queryOptions({
    queryKey: investigationKeys.detail(incidentId),
    queryFn: async ({ signal }): Promise<InvestigationDetail | null> => {
      const started = await getJson(
        `${investigationRoutes.investigations}?${new URLSearchParams({ incidentId })}`,
        InvestigationList,
        signal,
      );
      if (started.items.length === 0) return null;
      return await getJson(investigationRoutes.investigation(incidentId), InvestigationDetail, signal);
    },
  });
