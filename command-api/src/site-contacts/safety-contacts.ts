import { SAFETY_CONTACTS_STREAM, safetyContactsDecider } from '@hs/domain';
import type { SafetyContactsBody } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

/** An administrator sets the site's safety hotline and e-mail; the same ones again change nothing. */
export const changeSafetyContacts = async (
  store: EventStore,
  body: SafetyContactsBody,
  context: CommandContext,
) => {
  const { result } = await handleCommand(
    store,
    SAFETY_CONTACTS_STREAM,
    safetyContactsDecider,
    { type: 'ChangeSafetyContacts', data: body, metadata: context.command },
    context.event('ChangeSafetyContacts'),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
