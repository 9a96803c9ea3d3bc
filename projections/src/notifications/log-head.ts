import type pg from 'pg';
import { comparePositions, logStart, type LogPosition, type ReadLog } from '@hs/infra/event-store';

const PAGE = 5_000;

/**
 * The end of the log as a never-skip reader sees it now: every event at or before it is visible
 * and none after it is yet. Read through `readLog`, so it holds for any event store; it starts from
 * the furthest checkpoint any subscriber stored (a position of the same log, complete before it),
 * so on a running system it reads only the last few events.
 */
export const logHead = async (client: pg.ClientBase, readLog: ReadLog): Promise<LogPosition> => {
  const { rows } = await client.query<{ tx: string; gp: string }>(
    'SELECT tx::text AS tx, gp::text AS gp FROM es_checkpoints ORDER BY tx DESC, gp DESC LIMIT 1',
  );
  let head = rows[0] ? { tx: BigInt(rows[0].tx), gp: BigInt(rows[0].gp) } : logStart;
  for (;;) {
    const events = await readLog(client, head, PAGE);
    const last = events.at(-1);
    if (last && comparePositions(last.position, head) > 0) head = last.position;
    if (events.length < PAGE) return head;
  }
};
