import { createHash } from 'node:crypto';
import { comparePositions, formatPosition, type LogPosition } from './event-store.port.ts';
import { GENESIS } from './append-paths.ts';

/**
 * The global chain over the log's order (docs/architecture.md, "Deletion-proof history"): each
 * event's stored hash is folded, with its position, into one running hash in (tx, gp) order.
 */
export type ChainEntry = { position: LogPosition; hash: Buffer };

/** A numbered point of the global chain: the log up to `position` held `events` events ending in `chainHash`. */
export type LogCheckpoint = {
  seq: number;
  position: LogPosition;
  events: number;
  chainHash: Buffer;
  prevHash: Buffer;
  hash: Buffer;
};

export const CHAIN_GENESIS = GENESIS;

const u64 = (value: bigint | number): Buffer => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
};

/** The position is inside the link, so moving an event (even between transactions) changes the chain. */
export const chainLink = (previous: Buffer, entry: ChainEntry): Buffer =>
  createHash('sha256')
    .update(previous)
    .update(u64(entry.position.tx))
    .update(u64(entry.position.gp))
    .update(entry.hash)
    .digest();

/** A checkpoint's own hash: chained to the one before, so a row removed or changed breaks the next. */
export const checkpointHash = (c: Omit<LogCheckpoint, 'hash'>): Buffer =>
  createHash('sha256')
    .update(c.prevHash)
    .update(u64(c.seq))
    .update(u64(c.position.tx))
    .update(u64(c.position.gp))
    .update(u64(c.events))
    .update(c.chainHash)
    .digest();

/** The checkpoint after `previous` (or the first) at the chain state given. */
export const nextCheckpoint = (
  previous: LogCheckpoint | null,
  state: { position: LogPosition; events: number; chainHash: Buffer },
): LogCheckpoint => {
  const unsigned = { seq: (previous?.seq ?? 0) + 1, ...state, prevHash: previous?.hash ?? CHAIN_GENESIS };
  return { ...unsigned, hash: checkpointHash(unsigned) };
};

export type ChainState = { position: LogPosition; events: number; chainHash: Buffer };
export const chainStart: ChainState = { position: { tx: 0n, gp: 0n }, events: 0, chainHash: CHAIN_GENESIS };

export const chainStateOf = (c: LogCheckpoint | null): ChainState =>
  c ? { position: c.position, events: c.events, chainHash: c.chainHash } : chainStart;

export const extendChain = (state: ChainState, entry: ChainEntry): ChainState => ({
  position: entry.position,
  events: state.events + 1,
  chainHash: chainLink(state.chainHash, entry),
});

/** What a recorded checkpoint says against what the log recomputes to at its position, or null when they agree. */
export const checkpointMismatch = (expected: LogCheckpoint, actual: ChainState): string | null => {
  const at = `position ${formatPosition(expected.position)}`;
  if (actual.events < expected.events) {
    return `${expected.events - actual.events} event(s) missing up to ${at}: ${expected.events} were recorded, the log now holds ${actual.events} (events or a whole stream deleted)`;
  }
  if (actual.events > expected.events) {
    return `${actual.events - expected.events} event(s) inserted up to ${at}: ${expected.events} were recorded, the log now holds ${actual.events}`;
  }
  if (comparePositions(actual.position, expected.position) !== 0) {
    return `the event at ${at} is gone: the log's order or positions were rewritten`;
  }
  if (!actual.chainHash.equals(expected.chainHash)) {
    return `the chain up to ${at} does not match: events were reordered, moved or replaced`;
  }
  return null;
};
