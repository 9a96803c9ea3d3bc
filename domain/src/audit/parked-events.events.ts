import type { Event } from '../shared/command.ts';

/**
 * An administrator asked the projections to re-apply the events they had parked (after a fix):
 * an audit fact like any other; who asked is in the metadata.
 */
export type ParkedEventsRetryRequested = Event<
  'ParkedEventsRetryRequested',
  { projection: string; parkedEvents: number; requestedAt: string; requestedBy: string | null }
>;

export const parkedEventsRetryStreamId = 'parkedEventsRetry-log';
