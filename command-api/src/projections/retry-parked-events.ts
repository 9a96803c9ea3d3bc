import { parkedEventsRetryStreamId, type CommandMetadata, type ParkedEventsRetryRequested } from '@hs/domain';
import { formatPosition, type EventMetadata, type EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import type pg from 'pg';

/** How many events a projection has parked now (the runners' projection_parked_events, migration 010). */
const countParked = async (pool: pg.Pool, projection: string): Promise<number> => {
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM projection_parked_events WHERE projection = $1',
    [projection],
  );
  return rows[0]?.n ?? 0;
};

/**
 * An administrator asks a projection to re-apply its parked events after a fix. The request is an
 * event and nothing else: the projection's runner (it may run in another process) reaches it in
 * the log, re-applies them and deletes those that apply.
 */
export const retryParkedEvents = async (
  deps: { store: EventStore; pool: pg.Pool },
  projection: string,
  command: CommandMetadata,
  metadata: EventMetadata,
) => {
  const parkedEvents = await countParked(deps.pool, projection);
  if (parkedEvents === 0)
    throw new HttpProblem(404, 'Nothing parked', `The projection "${projection}" has no parked events.`);
  const event: ParkedEventsRetryRequested = {
    type: 'ParkedEventsRetryRequested',
    data: { projection, parkedEvents, requestedAt: command.now, requestedBy: command.userName },
  };
  const [appended] = await deps.store.appendToStreams(
    [{ streamId: parkedEventsRetryStreamId, expected: 'any', events: [event] }],
    metadata,
  );
  return { projection, parkedEvents, consistencyToken: formatPosition(appended!.position) };
};
