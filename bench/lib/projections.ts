import type pg from 'pg';
import { allProjections } from '@hs/projections';
import { sleep } from './processes.ts';

/** Waits until every live projection has read the whole log, so no catch-up runs during a measurement. */
export const waitForProjections = async (client: pg.ClientBase, timeoutMs: number) => {
  const started = Date.now();
  for (;;) {
    const { rows } = await client.query<{ behind: string[] | null; known: string }>(
      `SELECT array_agg(c.subscription_id) FILTER (WHERE (c.tx, c.gp) < (h.transaction_id, h.global_position)) AS behind,
              count(*) AS known
         FROM es_checkpoints c,
              (SELECT transaction_id, global_position FROM es_events
                ORDER BY transaction_id DESC, global_position DESC LIMIT 1) h
        WHERE c.subscription_id = ANY($1)`,
      [allProjections.map((p) => p.name)],
    );
    const behind = rows[0]?.behind ?? [];
    // A projection with no checkpoint yet has not started: it is behind too.
    if (behind.length === 0 && Number(rows[0]?.known ?? 0) === allProjections.length) return;
    if (Date.now() - started > timeoutMs)
      throw new Error(`projections still behind the log: ${behind.join(', ') || 'not all started'}`);
    await sleep(250);
  }
};
