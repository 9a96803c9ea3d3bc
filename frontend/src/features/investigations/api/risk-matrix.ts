import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { RiskMatrix, investigationRoutes } from '@hs/contracts';
import { z } from 'zod';
import { getJson, sendJson } from '@/lib/http';
import { investigationKeys } from './investigation-keys';

/** GET /api/risk-matrix: the labels and colour bands everyone rates with. */
export const riskMatrixQueryOptions = () =>
  queryOptions({
    queryKey: investigationKeys.riskMatrix(),
    queryFn: ({ signal }) => getJson(investigationRoutes.riskMatrix, RiskMatrix, signal),
  });

/** PUT /api/risk-matrix (admins). */
export const useSaveRiskMatrix = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matrix: RiskMatrix) => sendJson('PUT', investigationRoutes.riskMatrix, matrix, z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: investigationKeys.all }),
  });
};
