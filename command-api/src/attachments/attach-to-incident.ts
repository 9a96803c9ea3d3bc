import { attachmentDecider, attachmentStreamId, type AttachmentEvent, type AttachmentRef } from '@hs/domain';
import type { EventStore, StreamAppend } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';

export type Attaching = {
  /** What the incident's event records, in the order the client listed them. */
  refs: AttachmentRef[];
  /** AttachmentAttached on each file's stream, at the version read: appended with the incident's event. */
  appends: StreamAppend[];
};

/**
 * Checks that each id is a file the acting user staged and that no other incident took, and
 * prepares the events that put it on `incidentId`. Appended in the same transaction as the
 * incident's event, so a file lands on one incident only, even when two requests race for it.
 */
export const attachToIncident = async (
  store: EventStore,
  attachmentIds: readonly string[],
  incidentId: string,
  context: CommandContext,
): Promise<Attaching> => {
  const loaded = await Promise.all(
    attachmentIds.map(async (attachmentId) => {
      const streamId = attachmentStreamId(attachmentId);
      const history = await store.readStream(streamId);
      const state = history.reduce(
        (s, e) => attachmentDecider.evolve(s, { type: e.type, data: e.data } as AttachmentEvent),
        attachmentDecider.initialState,
      );
      const events = attachmentDecider.decide(
        { type: 'AttachAttachment', data: { attachmentId, incidentId }, metadata: context.command },
        state,
      );
      // decide() refuses a file that is missing or not the user's, so the state has its ref here.
      const ref = (state as Extract<typeof state, { ref: AttachmentRef }>).ref;
      const append: StreamAppend = {
        streamId,
        expected: history.length,
        events: events.map((e) => ({ type: e.type, data: e.data })),
      };
      return { ref, append };
    }),
  );
  return {
    refs: loaded.map((l) => l.ref),
    appends: loaded.map((l) => l.append).filter((a) => a.events.length > 0),
  };
};
