import type pg from 'pg';
import { comparePositions, type LogPosition } from './event-store.port.ts';
import {
  chainStateOf,
  checkpointHash,
  checkpointMismatch,
  extendChain,
  nextCheckpoint,
  type ChainEntry,
  type ChainState,
  type LogCheckpoint,
} from './global-chain.ts';

type Client = pg.ClientBase | pg.Pool;

type CheckpointRow = {
  seq: string;
  tx_text: string;
  gp: string;
  events: string;
  chain_hash: Buffer;
  prev_hash: Buffer;
  hash: Buffer;
};

const toCheckpoint = (r: CheckpointRow): LogCheckpoint => ({
  seq: Number(r.seq),
  position: { tx: BigInt(r.tx_text), gp: BigInt(r.gp) },
  events: Number(r.events),
  chainHash: r.chain_hash,
  prevHash: r.prev_hash,
  hash: r.hash,
});

const CHECKPOINT_COLUMNS = 'seq, tx::text AS tx_text, gp, events, chain_hash, prev_hash, hash';

export const readLogCheckpoints = async (db: Client): Promise<LogCheckpoint[]> =>
  (
    await db.query<CheckpointRow>(`SELECT ${CHECKPOINT_COLUMNS} FROM es_log_checkpoints ORDER BY seq`)
  ).rows.map(toCheckpoint);

/**
 * Hashes of the log after `after` in log order. `committedOnly` keeps to transactions older than
 * every running one (the xmin rule of readAll), so a checkpoint never covers a place a late commit
 * could still fill.
 */
const readChainEntries = async (
  db: Client,
  after: LogPosition,
  limit: number,
  committedOnly: boolean,
): Promise<ChainEntry[]> => {
  const { rows } = await db.query<{ tx_text: string; global_position: string; hash: Buffer }>(
    `SELECT transaction_id::text AS tx_text, global_position, hash FROM es_events
      WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
        AND (NOT $4 OR transaction_id < pg_snapshot_xmin(pg_current_snapshot()))
      ORDER BY transaction_id, global_position LIMIT $3`,
    [after.tx.toString(), after.gp.toString(), limit, committedOnly],
  );
  return rows.map((r) => ({
    position: { tx: BigInt(r.tx_text), gp: BigInt(r.global_position) },
    hash: r.hash,
  }));
};

const insertCheckpoint = (db: Client, c: LogCheckpoint) =>
  db.query(
    `INSERT INTO es_log_checkpoints (seq, tx, gp, events, chain_hash, prev_hash, hash)
     VALUES ($1, $2::text::xid8, $3, $4, $5, $6, $7)`,
    [c.seq, c.position.tx.toString(), c.position.gp.toString(), c.events, c.chainHash, c.prevHash, c.hash],
  );

/** Any fixed number: the advisory lock that lets one process at a time write checkpoints. */
const CHECKPOINT_LOCK = 7_041_004;

export type CheckpointSchedule = { everyEvents: number; everyMs: number; now: Date };

/**
 * Records the checkpoints that are due: one per `everyEvents` new events, and one at the newest
 * event when `everyMs` passed since the last checkpoint. One writer at a time (advisory lock); the
 * events are read once, off the append path. Answers how many were recorded.
 */
export const recordDueCheckpoints = async (client: pg.ClientBase, schedule: CheckpointSchedule) => {
  await client.query('BEGIN');
  try {
    const { rows: lock } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [
      CHECKPOINT_LOCK,
    ]);
    if (!lock[0]!.ok) {
      await client.query('ROLLBACK');
      return 0;
    }
    const { rows } = await client.query<CheckpointRow & { recorded_at: Date }>(
      `SELECT ${CHECKPOINT_COLUMNS}, recorded_at FROM es_log_checkpoints ORDER BY seq DESC LIMIT 1`,
    );
    let last = rows[0] ? toCheckpoint(rows[0]) : null;
    const timeIsUp = !rows[0] || schedule.now.getTime() - rows[0].recorded_at.getTime() >= schedule.everyMs;
    let recorded = 0;
    for (;;) {
      const entries = await readChainEntries(client, chainStateOf(last).position, schedule.everyEvents, true);
      if (entries.length === 0) break;
      const full = entries.length === schedule.everyEvents;
      if (!full && !timeIsUp) break;
      last = nextCheckpoint(last, entries.reduce(extendChain, chainStateOf(last)));
      await insertCheckpoint(client, last);
      recorded += 1;
      if (!full) break;
    }
    await client.query('COMMIT');
    return recorded;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
};

export type GlobalChainBreak = {
  /** Which record disagreed with the log: the database's checkpoint table or an exported file. */
  source: 'database' | 'export';
  checkpoint: number;
  reason: string;
};

export type GlobalChainReport = {
  events: number;
  checkpoints: number;
  /** Events after the newest checkpoint: covered by their stream's chain only until the next one. */
  eventsAfterLastCheckpoint: number;
  firstBreak: GlobalChainBreak | null;
};

/** The checkpoint rows chain to each other, numbered without a gap. */
const checkpointRowsBreak = (checkpoints: readonly LogCheckpoint[]): GlobalChainBreak | null => {
  let previous: LogCheckpoint | null = null;
  for (const c of checkpoints) {
    const reason =
      c.seq !== (previous?.seq ?? 0) + 1
        ? `checkpoint #${(previous?.seq ?? 0) + 1} is missing`
        : !c.prevHash.equals(nextCheckpoint(previous, c).prevHash)
          ? 'it does not chain to the checkpoint before it'
          : !checkpointHash(c).equals(c.hash)
            ? 'its content does not match its hash'
            : null;
    if (reason) return { source: 'database', checkpoint: c.seq, reason };
    previous = c;
  }
  return null;
};

type Target = { source: GlobalChainBreak['source']; checkpoint: LogCheckpoint };

/**
 * Recomputes the global chain from the log in log order and holds it against every checkpoint of
 * the database and of an exported file (`exported`), naming the first that disagrees.
 */
export const verifyGlobalChain = async (
  db: Client,
  options: { exported?: readonly LogCheckpoint[]; onProgress?: (events: number) => void } = {},
): Promise<GlobalChainReport> => {
  const recorded = await readLogCheckpoints(db);
  const rowsBreak = checkpointRowsBreak(recorded);
  const targets: Target[] = [
    ...recorded.map((checkpoint) => ({ source: 'database' as const, checkpoint })),
    ...(options.exported ?? []).map((checkpoint) => ({ source: 'export' as const, checkpoint })),
  ].sort((a, b) => comparePositions(a.checkpoint.position, b.checkpoint.position));
  let state: ChainState = chainStateOf(null);
  let firstBreak: GlobalChainBreak | null = rowsBreak;
  let next = 0;
  const settleUpTo = (position: LogPosition | null) => {
    // Every checkpoint at or before `position` (all of them at the log's end) is compared now.
    while (next < targets.length) {
      const target = targets[next]!;
      if (position && comparePositions(target.checkpoint.position, position) >= 0) break;
      const reason = checkpointMismatch(target.checkpoint, state);
      if (reason && !firstBreak)
        firstBreak = { source: target.source, checkpoint: target.checkpoint.seq, reason };
      next += 1;
    }
  };
  for (;;) {
    const entries = await readChainEntries(db, state.position, 5000, false);
    if (entries.length === 0) break;
    for (const entry of entries) {
      settleUpTo(entry.position);
      state = extendChain(state, entry);
    }
    options.onProgress?.(state.events);
  }
  settleUpTo(null);
  const newest = recorded.at(-1);
  return {
    events: state.events,
    checkpoints: recorded.length,
    eventsAfterLastCheckpoint: Math.max(0, state.events - (newest?.events ?? 0)),
    firstBreak,
  };
};
