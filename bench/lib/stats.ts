/** The q-quantile (0..1) of unsorted samples, by the nearest-rank method. */
export const percentile = (samples: readonly number[], q: number): number | null => {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
};

export const median = (samples: readonly number[]): number | null => percentile(samples, 0.5);
