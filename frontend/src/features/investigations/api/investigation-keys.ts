import type { ListInvestigationsQuery } from '@hs/contracts';

export const investigationKeys = {
  all: ['investigations'] as const,
  list: (query: ListInvestigationsQuery) => ['investigations', 'list', query] as const,
  detail: (incidentId: string) => ['investigations', 'detail', incidentId] as const,
  riskMatrix: () => ['investigations', 'risk-matrix'] as const,
};
