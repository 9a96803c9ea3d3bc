export const inspectionKeys = {
  all: ['inspections'] as const,
  overview: () => ['inspections', 'overview'] as const,
  detail: (id: string) => ['inspections', 'detail', id] as const,
  findings: (id: string) => ['inspections', 'findings', id] as const,
  templates: () => ['inspections', 'templates'] as const,
  schedules: () => ['inspections', 'schedules'] as const,
};
