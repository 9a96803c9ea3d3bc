/**
 * Read-your-writes (docs/architecture.md, "Consistency tokens"): a command answers with the log
 * position of its last event as "tx:gp"; later GETs send the highest token they hold and the query
 * API waits for the projections to pass it.
 */
export const CONSISTENCY_HEADER = 'x-consistency-token';
/** Set on a GET answer when the read model had not yet reached the token after the wait. */
export const STALE_HEADER = 'x-consistency-stale';
/**
 * Set on a GET answer, at once, when the caller's write is parked: a read model could not apply
 * it and administrators have been alerted; waiting would not help.
 */
export const PARKED_HEADER = 'x-read-model-parked';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const isConsistencyToken = (value: string): boolean => /^\d{1,20}:\d{1,20}$/.test(value);

/** Orders tokens by (transaction id, global position), the order the log is read in. */
export const compareTokens = (a: string, b: string): number => {
  const [atx = 0n, agp = 0n] = a.split(':').map(BigInt);
  const [btx = 0n, bgp = 0n] = b.split(':').map(BigInt);
  if (atx !== btx) return atx < btx ? -1 : 1;
  return agp === bgp ? 0 : agp < bgp ? -1 : 1;
};
