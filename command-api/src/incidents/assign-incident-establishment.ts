import { DomainError, incidentDecider, incidentStreamId } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import { loadEstablishment } from '../establishments/establishment-repository.ts';
import type { CommandContext } from '../http/command-context.ts';

/** Refuses an establishment id that names none, as a bad field of the request (400). */
export const requireEstablishment = async (store: EventStore, establishmentId: string): Promise<void> => {
  const { state } = await loadEstablishment(store, establishmentId);
  if (state.status === 'none') {
    throw new DomainError('UnknownEstablishment', 'No establishment has this id.', ['establishmentId']);
  }
};

/** AssignIncidentEstablishment: an administrator files an older report under its establishment. */
export const assignIncidentEstablishment = async (
  store: EventStore,
  incidentId: string,
  establishmentId: string,
  context: CommandContext,
) => {
  await requireEstablishment(store, establishmentId);
  const { result } = await handleCommand(
    store,
    incidentStreamId(incidentId),
    incidentDecider,
    { type: 'AssignIncidentEstablishment', data: { establishmentId }, metadata: context.command },
    context.event('AssignIncidentEstablishment'),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
