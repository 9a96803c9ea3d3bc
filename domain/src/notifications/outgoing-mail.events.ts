import type { Event } from '../shared/command.ts';

/**
 * An administrator asked for a failed notification mail to be sent again: an audit fact like any
 * other; who asked is in the metadata. The mail itself is in the outbox, not in the log.
 */
export type OutgoingMailRetryRequested = Event<
  'OutgoingMailRetryRequested',
  { mailId: string; messageId: string; requestedAt: string; requestedBy: string | null }
>;

export const outgoingMailRetryStreamId = 'outgoingMailRetry-log';
