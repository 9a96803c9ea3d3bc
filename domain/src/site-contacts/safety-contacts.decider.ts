import type { Command } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { SafetyContacts, SafetyContactsEvent } from './safety-contacts.events.ts';
import { isPhoneNumber } from './safety-contacts.vocabulary.ts';

export type ChangeSafetyContacts = Command<'ChangeSafetyContacts', SafetyContacts>;
export type SafetyContactsCommand = ChangeSafetyContacts;

/** `set` is false until an administrator first sets them: the server's configuration shows until then. */
export type SafetyContactsState = SafetyContacts & { set: boolean };

export const initialState: SafetyContactsState = { set: false, safetyHotline: null, safetyEmail: null };

export const evolve = (_state: SafetyContactsState, event: SafetyContactsEvent): SafetyContactsState => ({
  set: true,
  safetyHotline: event.data.safetyHotline,
  safetyEmail: event.data.safetyEmail,
});

export const decide = (command: SafetyContactsCommand, state: SafetyContactsState): SafetyContactsEvent[] => {
  const { safetyHotline, safetyEmail } = command.data;
  if (safetyHotline !== null && !isPhoneNumber(safetyHotline)) {
    throw new DomainError(
      'SafetyHotlineInvalid',
      'Enter a phone number: digits, with spaces, dashes, dots, brackets or a leading +.',
      ['safetyHotline'],
    );
  }
  if (state.set && state.safetyHotline === safetyHotline && state.safetyEmail === safetyEmail) return [];
  const { userId, userName, now } = command.metadata;
  return [
    {
      type: 'SafetyContactsChanged',
      data: { safetyHotline, safetyEmail, changedBy: userId, changedByName: userName, changedAt: now },
    },
  ];
};
