import { queryOptions } from '@tanstack/react-query';
import { TrainingRequirement, trainingMatrixRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

const RequirementList = TrainingRequirement.array();

/** GET /api/training-requirements: the requirements in force. */
export const trainingRequirementsQueryOptions = () =>
  queryOptions({
    queryKey: trainingKeys.requirements(),
    queryFn: ({ signal }) => getJson(trainingMatrixRoutes.requirements, RequirementList, signal),
  });
