import { queryOptions } from '@tanstack/react-query';
import { InspectionTemplateList, inspectionRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

/** GET /api/inspection-templates: every template at its current version. */
export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: inspectionKeys.templates(),
    queryFn: async ({ signal }) =>
      (await getJson(inspectionRoutes.templates, InspectionTemplateList, signal)).templates,
  });
