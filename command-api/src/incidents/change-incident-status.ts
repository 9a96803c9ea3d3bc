import {
  correctiveActionDecider,
  correctiveActionStreamId,
  incidentDecider,
  incidentStreamId,
  type CorrectiveActionEvent,
  type IncidentEvent,
  type IncidentStatus,
  type UnverifiedAction,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import { unapprovedInvestigationOf } from '../investigations/close-gate.ts';
import type { CommandContext } from '../http/command-context.ts';

/** The incident's actions not verified effective, each read from its own stream (no projection lag). */
const unverifiedActionsOf = async (
  store: EventStore,
  history: readonly { type: string; data: unknown }[],
): Promise<UnverifiedAction[]> => {
  const incident = history.reduce(
    (s, e) => incidentDecider.evolve(s, { type: e.type, data: e.data } as IncidentEvent),
    incidentDecider.initialState,
  );
  if (incident.status === 'none') return [];
  const actions = await Promise.all(
    incident.actionIds.map(async (actionId) =>
      (await store.readStream(correctiveActionStreamId(actionId))).reduce(
        (s, e) => correctiveActionDecider.evolve(s, { type: e.type, data: e.data } as CorrectiveActionEvent),
        correctiveActionDecider.initialState,
      ),
    ),
  );
  return actions.flatMap((a) =>
    a.state === 'none' || a.state === 'verified'
      ? []
      : [{ actionId: a.actionId, title: a.title, state: a.state }],
  );
};

/**
 * ChangeIncidentStatus. With `expectedVersion` (the version the administrator was looking at),
 * a change someone else made in between makes this one fail with 409 instead of overwriting it.
 * Closing reads the incident's actions first and appends at the version it read them at, so an
 * action raised meanwhile fails the close instead of slipping past it.
 */
export const changeIncidentStatus = async (
  store: EventStore,
  incidentId: string,
  change: {
    status: IncidentStatus;
    note: string | null;
    expectedVersion?: number;
    overrideReason?: string | null;
  },
  context: CommandContext,
) => {
  const streamId = incidentStreamId(incidentId);
  const closing = change.status === 'closed';
  const history = closing ? await store.readStream(streamId) : [];
  const unverifiedActions = closing ? await unverifiedActionsOf(store, history) : [];
  const unapprovedInvestigation = closing ? await unapprovedInvestigationOf(store, incidentId) : null;
  const expected = change.expectedVersion ?? (closing ? history.length : undefined);
  const { result, version } = await handleCommand(
    store,
    streamId,
    incidentDecider,
    {
      type: 'ChangeIncidentStatus',
      data: {
        status: change.status,
        note: change.note,
        unverifiedActions,
        unapprovedInvestigation,
        overrideReason: change.overrideReason ?? null,
      },
      metadata: context.command,
    },
    context.event('ChangeIncidentStatus'),
    expected === undefined ? {} : { expected },
  );
  return {
    status: change.status,
    version,
    consistencyToken: result ? formatPosition(result.position) : null,
  };
};
