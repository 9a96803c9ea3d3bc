/**
 * Query keys of the figures computed across features: the dashboard's current metrics and the
 * Compliance Management summary. Training commands invalidate `all`.
 */
export const complianceKeys = {
  all: ['compliance'] as const,
  summary: (month?: string) => ['compliance', 'summary', month ?? 'current'] as const,
  currentMetrics: (period: string) => ['compliance', 'current-metrics', period] as const,
};

/**
 * These figures change with commands of every feature (a reported incident, an assignment, a
 * completion), and no single mutation owns them. Instead of every feature knowing these keys,
 * they are read again whenever a screen showing them opens; the cached figures stay on screen
 * meanwhile, and nothing polls or refetches on focus (docs/architecture.md, "The frontend").
 */
export const AGGREGATE_STALE_TIME = 0;
