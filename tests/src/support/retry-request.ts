import { parkedEventsRetryStreamId, type ParkedEventsRetryRequested } from '@hs/domain';
import type { AppendResult, EventStore } from '@hs/infra/event-store';
import { testMetadata } from './test-database.ts';

/**
 * An administrator's retry of a projection's parked events, appended straight to the log as
 * another process or an older app could: the runner that reaches it re-applies them.
 */
export const appendRetryRequest = (store: EventStore, projection: string): Promise<AppendResult> => {
  const request: ParkedEventsRetryRequested = {
    type: 'ParkedEventsRetryRequested',
    data: { projection, parkedEvents: 1, requestedAt: new Date().toISOString(), requestedBy: 'test' },
  };
  return store.append(parkedEventsRetryStreamId, 'any', [request], testMetadata('RetryParkedEvents'));
};
