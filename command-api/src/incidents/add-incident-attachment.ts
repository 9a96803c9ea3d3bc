import { attachmentViewOf } from '@hs/contracts';
import {
  attachmentDecider,
  attachmentStreamId,
  incidentDecider,
  incidentStreamId,
  type AttachmentRef,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { loadIncident } from './load-incident.ts';

const probe: AttachmentRef = {
  attachmentId: '',
  sha256: '',
  thumbnailSha256: null,
  contentType: 'image/jpeg',
  size: 0,
  name: '',
};

/** The refusals of adding a file (no such incident, the 11th file), before its bytes are read. */
export const requireRoomForAttachment = async (
  store: EventStore,
  incidentId: string,
  context: CommandContext,
): Promise<void> => {
  const { state } = await loadIncident(store, incidentId);
  incidentDecider.decide(
    { type: 'AddIncidentAttachment', data: { attachment: probe }, metadata: context.command },
    state,
  );
};

/**
 * AddIncidentAttachment: a file that went through the photo pipeline is recorded as staged and
 * attached, and the incident records it, in one transaction: all three or none.
 */
export const addIncidentAttachment = async (
  store: EventStore,
  incidentId: string,
  ref: AttachmentRef,
  context: CommandContext,
) => {
  const { state, version } = await loadIncident(store, incidentId);
  const incidentEvents = incidentDecider.decide(
    { type: 'AddIncidentAttachment', data: { attachment: ref }, metadata: context.command },
    state,
  );
  const staged = attachmentDecider.decide(
    { type: 'StageAttachment', data: { ref }, metadata: context.command },
    attachmentDecider.initialState,
  );
  const attachmentState = staged.reduce(attachmentDecider.evolve, attachmentDecider.initialState);
  const attached = attachmentDecider.decide(
    {
      type: 'AttachAttachment',
      data: { attachmentId: ref.attachmentId, incidentId },
      metadata: context.command,
    },
    attachmentState,
  );
  const [result] = await store.appendToStreams(
    [
      { streamId: incidentStreamId(incidentId), expected: version, events: incidentEvents },
      { streamId: attachmentStreamId(ref.attachmentId), expected: 0, events: [...staged, ...attached] },
    ],
    context.event('AddIncidentAttachment'),
  );
  return {
    ...attachmentViewOf(ref),
    version: result!.nextVersion,
    consistencyToken: formatPosition(result!.position),
  };
};
