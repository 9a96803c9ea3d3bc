export const establishmentKeys = {
  all: ['establishments'] as const,
  list: () => ['establishments', 'list'] as const,
  details: () => ['establishments', 'details'] as const,
  unassignedIncidents: () => ['establishments', 'unassigned-incidents'] as const,
};
