import {
  DomainError,
  establishmentDecider,
  establishmentNameStreamId,
  establishmentStreamId,
  type EstablishmentProfile,
} from '@hs/domain';
import { ConcurrencyError, formatPosition, type EventStore, type StoredEvent } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import { idFromIdempotencyKey, keyReusedProblem, requestHash } from '../commands/idempotency.ts';
import type { CommandContext } from '../http/command-context.ts';
import { loadNameClaim } from './establishment-repository.ts';

export type CreateEstablishmentResult = { id: string; consistencyToken: string; replayed: boolean };

export const nameTaken = (name: string) =>
  new DomainError('EstablishmentNameTaken', `An establishment named "${name}" already exists.`, ['name']);

const replay = (first: StoredEvent, hash: string, id: string): CreateEstablishmentResult => {
  if (first.metadata.requestHash !== hash) throw keyReusedProblem();
  return { id, consistencyToken: formatPosition(first.position), replayed: true };
};

/**
 * Creates the establishment and claims its name in one transaction: the claim appends at the
 * version of the name's stream that was read, so of two concurrent creations one is refused.
 */
export const createEstablishment = async (
  store: EventStore,
  profile: EstablishmentProfile,
  context: CommandContext,
  idempotencyKey: string | undefined,
): Promise<CreateEstablishmentResult> => {
  const scope = context.command.userId ?? 'anonymous';
  const id = idempotencyKey ? idFromIdempotencyKey(`establishment:${scope}`, idempotencyKey) : newId();
  const keyed = idempotencyKey ? { idempotencyKey, requestHash: requestHash(profile) } : null;
  const streamId = establishmentStreamId(id);
  if (keyed) {
    const [first] = await store.readStream(streamId, { toVersion: 1 });
    if (first) return replay(first, keyed.requestHash, id);
  }
  const claim = await loadNameClaim(store, profile.name);
  if (claim.holder !== null) throw nameTaken(profile.name);
  const events = establishmentDecider.decide(
    { type: 'CreateEstablishment', data: { ...profile, establishmentId: id }, metadata: context.command },
    establishmentDecider.initialState,
  );
  try {
    const results = await store.appendToStreams(
      [
        {
          streamId: establishmentNameStreamId(profile.name),
          expected: claim.version,
          events: [{ type: 'EstablishmentNameClaimed', data: { name: profile.name, establishmentId: id } }],
        },
        { streamId, expected: 0, events },
      ],
      { ...context.event('CreateEstablishment'), ...keyed },
    );
    return { id, consistencyToken: formatPosition(results.at(-1)!.position), replayed: false };
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
    if (keyed) {
      const [first] = await store.readStream(streamId, { toVersion: 1 });
      if (first) return replay(first, keyed.requestHash, id);
    }
    if (error.streamId === establishmentNameStreamId(profile.name)) throw nameTaken(profile.name);
    throw error;
  }
};
