import type { RaiseActionBody } from '@hs/contracts';
import type { z } from 'zod';
import {
  correctiveActionDecider,
  correctiveActionStreamId,
  DomainError,
  establishmentStreamId,
  incidentDecider,
  incidentStreamId,
  managesAction,
  type ActionSource,
  type IncidentEvent,
} from '@hs/domain';
import {
  ConcurrencyError,
  formatPosition,
  type EventStore,
  type StoredEvent,
  type StreamAppend,
} from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import type { FastifyRequest } from 'fastify';
import { idFromIdempotencyKey, keyReusedProblem, requestHash } from '../commands/idempotency.ts';
import type { CommandContext } from '../http/command-context.ts';
import { assertMayChangeStatus } from '../incidents/incident-permission.ts';
import { activeOwner, notManaging, viewerOf } from './action-commands.ts';
import { linkToCause } from './link-to-cause.ts';

type Body = z.output<typeof RaiseActionBody>;
export type RaiseActionResult = { id: string; consistencyToken: string; replayed: boolean };

const replay = (first: StoredEvent, hash: string, id: string): RaiseActionResult => {
  if (first.metadata.requestHash !== hash) throw keyReusedProblem();
  return { id, consistencyToken: formatPosition(first.position), replayed: true };
};

const requireEstablishment = async (store: EventStore, establishmentId: string | null) => {
  if (establishmentId === null) return;
  const [created] = await store.readStream(establishmentStreamId(establishmentId), { toVersion: 1 });
  if (!created) throw new DomainError('UnknownEstablishment', 'No such establishment.', ['establishmentId']);
};

/**
 * Raises an action. From an incident, the incident records it in the same transaction, at the
 * version that was read: an incident being closed meanwhile makes one of the two fail, so an
 * incident never closes without seeing an action raised from it.
 */
export const raiseAction = async (
  store: EventStore,
  body: Body,
  context: CommandContext,
  idempotencyKey: string | undefined,
  /** Whether the caller may raise this action: the route checks the owner and the incident. */
  authorize: (owner: { id: string; department: string }, source: ActionSource) => Promise<void>,
): Promise<RaiseActionResult> => {
  const scope = context.command.userId ?? 'anonymous';
  const id = idempotencyKey ? idFromIdempotencyKey(`correctiveAction:${scope}`, idempotencyKey) : newId();
  const keyed = idempotencyKey ? { idempotencyKey, requestHash: requestHash(body) } : null;
  const streamId = correctiveActionStreamId(id);
  if (keyed) {
    const [first] = await store.readStream(streamId, { toVersion: 1 });
    if (first) return replay(first, keyed.requestHash, id);
  }
  const owner = await activeOwner(store, body.ownerId);
  const source: ActionSource = body.source;
  await authorize(owner, source);
  const appends: StreamAppend[] = [];
  let fromIncident: { reportNumber: string; establishmentId: string | null } | null = null;
  if (source.kind === 'incident' || source.kind === 'cause') {
    const history = await store.readStream(incidentStreamId(source.incidentId));
    const incident = history.reduce(
      (s, e) => incidentDecider.evolve(s, { type: e.type, data: e.data } as IncidentEvent),
      incidentDecider.initialState,
    );
    const linked = incidentDecider.decide(
      { type: 'LinkCorrectiveAction', data: { actionId: id, title: body.title }, metadata: context.command },
      incident,
    );
    if (incident.status !== 'none') fromIncident = incident;
    appends.push({ streamId: incidentStreamId(source.incidentId), expected: history.length, events: linked });
  }
  // Not given: the incident's establishment, whose clock then says when the action is overdue.
  const establishmentId =
    body.establishmentId === undefined ? (fromIncident?.establishmentId ?? null) : body.establishmentId;
  await requireEstablishment(store, establishmentId);
  if (source.kind === 'cause') appends.push(await linkToCause(store, source, id, context));
  const events = correctiveActionDecider.decide(
    {
      type: 'RaiseCorrectiveAction',
      data: {
        actionId: id,
        title: body.title,
        description: body.description,
        controlLevel: body.controlLevel,
        owner: { id: owner.id, name: owner.name },
        dueDate: body.dueDate,
        priority: body.priority,
        establishmentId,
        source,
        incidentReportNumber: fromIncident?.reportNumber ?? null,
      },
      metadata: context.command,
    },
    correctiveActionDecider.initialState,
  );
  appends.unshift({ streamId, expected: 0, events });
  try {
    const results = await store.appendToStreams(appends, {
      ...context.event('RaiseCorrectiveAction'),
      ...keyed,
    });
    return { id, consistencyToken: formatPosition(results.at(-1)!.position), replayed: false };
  } catch (error) {
    if (error instanceof ConcurrencyError && keyed) {
      const [first] = await store.readStream(streamId, { toVersion: 1 });
      if (first) return replay(first, keyed.requestHash, id);
    }
    throw error;
  }
};

/** A supervisor raises actions for their department's people and incidents; the safety team for all. */
export const authorizeRaise =
  (store: EventStore, request: FastifyRequest) =>
  async (owner: { id: string; department: string }, source: ActionSource): Promise<void> => {
    const viewer = await viewerOf(store, request);
    if (!managesAction(viewer, { ownerId: owner.id, ownerDepartment: owner.department })) throw notManaging();
    // Raising from an incident, or a cause its investigation found, is part of reviewing it.
    if (source.kind === 'incident' || source.kind === 'cause')
      await assertMayChangeStatus(store, request, source.incidentId, 'under-review');
  };
