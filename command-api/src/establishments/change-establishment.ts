import {
  establishmentDecider,
  establishmentNameStreamId,
  establishmentStreamId,
  normalizeEstablishmentName,
  type EstablishmentCommand,
} from '@hs/domain';
import { ConcurrencyError, formatPosition, type EventStore, type StreamAppend } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { nameTaken } from './create-establishment.ts';
import { loadEstablishment, loadNameClaim } from './establishment-repository.ts';

type Change = Exclude<EstablishmentCommand, { type: 'CreateEstablishment' }>;

/**
 * Any change to an existing establishment. A rename to another name (not only other letter case)
 * claims the new name and releases the old one in the same transaction as the change.
 */
export const changeEstablishment = async (
  store: EventStore,
  establishmentId: string,
  command: Omit<Change, 'metadata'>,
  context: CommandContext,
): Promise<{ consistencyToken: string | null }> => {
  const { state, version } = await loadEstablishment(store, establishmentId);
  const events = establishmentDecider.decide({ ...command, metadata: context.command } as Change, state);
  if (events.length === 0 || state.status === 'none') return { consistencyToken: null };
  const appends: StreamAppend[] = [];
  const newName = 'changes' in command.data ? command.data.changes.name : undefined;
  const oldName = state.profile.name;
  const renamed =
    newName !== undefined && normalizeEstablishmentName(newName) !== normalizeEstablishmentName(oldName);
  if (renamed) {
    const [claim, old] = await Promise.all([loadNameClaim(store, newName), loadNameClaim(store, oldName)]);
    if (claim.holder !== null) throw nameTaken(newName);
    appends.push(
      {
        streamId: establishmentNameStreamId(newName),
        expected: claim.version,
        events: [{ type: 'EstablishmentNameClaimed', data: { name: newName, establishmentId } }],
      },
      {
        streamId: establishmentNameStreamId(oldName),
        expected: old.version,
        events: [{ type: 'EstablishmentNameReleased', data: { name: oldName, establishmentId } }],
      },
    );
  }
  appends.push({ streamId: establishmentStreamId(establishmentId), expected: version, events });
  try {
    const results = await store.appendToStreams(appends, context.event(command.type));
    return { consistencyToken: formatPosition(results.at(-1)!.position) };
  } catch (error) {
    if (
      renamed &&
      error instanceof ConcurrencyError &&
      error.streamId === establishmentNameStreamId(newName)
    ) {
      throw nameTaken(newName);
    }
    throw error;
  }
};
