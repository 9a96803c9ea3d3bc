import { queryOptions } from '@tanstack/react-query';
import { IncidentInvestigation, investigationRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { investigationKeys } from './investigation-keys';

/** The incident's investigation (null when none is started) and whether this user may start one: one read. */
export const investigationQueryOptions = (incidentId: string) =>
  queryOptions({
    queryKey: investigationKeys.detail(incidentId),
    queryFn: ({ signal }) =>
      getJson(investigationRoutes.investigation(incidentId), IncidentInvestigation, signal),
  });
