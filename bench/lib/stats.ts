/** The qs-quantiles (each 0..1) of unsorted samples, by the nearest-rank method, sorting once. */
export const quantiles = (samples: readonly number[], qs: readonly number[]): (number | null)[] => {
  if (samples.length === 0) return qs.map(() => null);
  const sorted = [...samples].sort((a, b) => a - b);
  return qs.map((q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!);
};

/** The q-quantile (0..1) of unsorted samples, by the nearest-rank method. */
export const percentile = (samples: readonly number[], q: number): number | null =>
  quantiles(samples, [q])[0] ?? null;

export const median = (samples: readonly number[]): number | null => percentile(samples, 0.5);
