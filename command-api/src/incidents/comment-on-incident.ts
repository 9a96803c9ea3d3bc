import { incidentDecider, incidentStreamId, type IncidentEvent } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { attachToIncident } from '../attachments/attach-to-incident.ts';
import type { CommandContext } from '../http/command-context.ts';

/**
 * CommentOnIncident: the author is the signed-in user; the comment, with the files they uploaded
 * for it, joins the incident's history. The comment and its files are appended together.
 */
export const commentOnIncident = async (
  store: EventStore,
  incidentId: string,
  comment: { text: string; attachmentIds?: readonly string[] },
  context: CommandContext,
) => {
  const streamId = incidentStreamId(incidentId);
  const history = await store.readStream(streamId);
  const state = history.reduce(
    (s, e) => incidentDecider.evolve(s, { type: e.type, data: e.data } as IncidentEvent),
    incidentDecider.initialState,
  );
  const attaching = await attachToIncident(store, comment.attachmentIds ?? [], incidentId, context);
  const events = incidentDecider.decide(
    {
      type: 'CommentOnIncident',
      data: { text: comment.text, attachments: attaching.refs },
      metadata: context.command,
    },
    state,
  );
  const [result] = await store.appendToStreams(
    [
      { streamId, expected: history.length, events: events.map((e) => ({ type: e.type, data: e.data })) },
      ...attaching.appends,
    ],
    context.event('CommentOnIncident'),
  );
  return { version: result!.nextVersion, consistencyToken: formatPosition(result!.position) };
};
