import {
  incidentDecider,
  incidentStreamId,
  type DispositionCommand,
  type IncidentEvent,
  type OriginalIncident,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

/** The report a duplicate would point at, read from its own stream (no projection lag); null if none. */
const originalOf = async (store: EventStore, incidentId: string): Promise<OriginalIncident> => {
  const state = (await store.readStream(incidentStreamId(incidentId))).reduce(
    (s, e) => incidentDecider.evolve(s, { type: e.type, data: e.data } as IncidentEvent),
    incidentDecider.initialState,
  );
  return state.status === 'none'
    ? null
    : { incidentId, reportNumber: state.reportNumber, disposition: state.disposition };
};

/** What is asked: mark a duplicate of `duplicateOf`, void, or undo the marking; always with a reason. */
export type Marking =
  | { type: 'MarkIncidentDuplicate'; duplicateOf: string; reason: string }
  | { type: 'VoidIncident' | 'ReinstateIncident'; reason: string };

/** MarkIncidentDuplicate, VoidIncident and ReinstateIncident: the safety team sets a report aside or back. */
export const markIncident = async (
  store: EventStore,
  incidentId: string,
  marking: Marking,
  context: CommandContext,
) => {
  const command: DispositionCommand =
    marking.type === 'MarkIncidentDuplicate'
      ? {
          type: marking.type,
          data: { original: await originalOf(store, marking.duplicateOf), reason: marking.reason },
          metadata: context.command,
        }
      : { type: marking.type, data: { reason: marking.reason }, metadata: context.command };
  const { result } = await handleCommand(
    store,
    incidentStreamId(incidentId),
    incidentDecider,
    command,
    context.event(marking.type),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
