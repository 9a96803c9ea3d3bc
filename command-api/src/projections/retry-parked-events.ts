import { parkedEventsRetryStreamId, type CommandMetadata, type ParkedEventsRetryRequested } from '@hs/domain';
import { formatPosition, type EventMetadata, type EventStore } from '@hs/infra/event-store';
import { countParked, requestParkedRetry } from '@hs/projections/parked';
import { HttpProblem } from '@hs/infra/http';
import type pg from 'pg';

/**
 * An administrator asks a projection to re-apply its parked events after a fix. The request and
 * the audit event commit together; the projection's runner does the work (it may run in another
 * process) and deletes the rows that now apply.
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
    (db) => requestParkedRetry(db, projection),
  );
  return { projection, parkedEvents, consistencyToken: formatPosition(appended!.position) };
};
