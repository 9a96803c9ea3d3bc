import { requireWithinYearsAhead } from '../shared/calendar.ts';
import { DomainError } from '../shared/domain-error.ts';
import { isSafetyTeam } from '../employees/employee.vocabulary.ts';
import type { CorrectiveActionCommand } from './corrective-action.commands.ts';
import type { CorrectiveActionEvent } from './corrective-action.events.ts';
import type { ActionSource, ActionState } from './corrective-action.vocabulary.ts';

export type CorrectiveAction =
  | { state: 'none' }
  | {
      state: ActionState;
      actionId: string;
      title: string;
      ownerId: string;
      dueDate: string;
      source: ActionSource;
      /** Whether the owner started work before it was last done: a reopen returns it there. */
      started: boolean;
      /** Photos added since the action was last done: the next completion presents them. */
      photos: string[];
    };

export const initialState: CorrectiveAction = { state: 'none' };

/** How many photos one completion may carry: evidence, not an album. */
export const MAX_ACTION_PHOTOS = 10;

export const evolve = (state: CorrectiveAction, event: CorrectiveActionEvent): CorrectiveAction => {
  if (event.type === 'CorrectiveActionRaised') {
    const { actionId, title, ownerId, dueDate, source } = event.data;
    return { state: 'open', actionId, title, ownerId, dueDate, source, started: false, photos: [] };
  }
  if (state.state === 'none') return state;
  switch (event.type) {
    case 'CorrectiveActionStarted':
      return { ...state, state: 'in-progress', started: true };
    case 'CorrectiveActionPhotoAdded':
      return { ...state, photos: [...state.photos, event.data.file.sha256] };
    case 'CorrectiveActionCompleted':
      return { ...state, state: 'done', photos: [] };
    case 'CorrectiveActionVerified':
      return { ...state, state: 'verified' };
    case 'CorrectiveActionReopened':
      return { ...state, state: event.data.to };
    case 'CorrectiveActionReassigned':
      return { ...state, ownerId: event.data.ownerId };
    case 'CorrectiveActionDueDateChanged':
      return { ...state, dueDate: event.data.to };
  }
};

export const decide = (
  command: CorrectiveActionCommand,
  state: CorrectiveAction,
): CorrectiveActionEvent[] => {
  const { now, userId, userName, role, today } = command.metadata;
  const stamp = { by: userId, byName: userName, at: now };
  if (command.type === 'RaiseCorrectiveAction') {
    if (state.state !== 'none') throw new DomainError('CorrectiveActionAlreadyExists');
    const { owner, ...rest } = command.data;
    requireWithinYearsAhead('dueDate', rest.dueDate, today);
    return [
      {
        type: 'CorrectiveActionRaised',
        data: { ...rest, ownerId: owner.id, ownerName: owner.name, ...stamp },
      },
    ];
  }
  if (state.state === 'none') throw new DomainError('CorrectiveActionNotFound', 'No such corrective action.');
  const ownersOnly = () => {
    // The owner answers for the work: nobody starts, evidences or completes it in their name.
    if (userId !== state.ownerId)
      throw new DomainError('NotYourAction', 'Only the owner of this action can do this.');
  };
  const safetyTeamOnly = () => {
    if (!isSafetyTeam(role))
      throw new DomainError(
        'NotAllowed',
        'Only a safety officer or an administrator can verify or reopen an action.',
      );
  };
  const wrongState = (message: string) => new DomainError('ActionStateConflict', message);
  const stillOpen = state.state === 'open' || state.state === 'in-progress';
  switch (command.type) {
    case 'StartCorrectiveAction':
      ownersOnly();
      if (state.state === 'in-progress') return [];
      if (state.state !== 'open') throw wrongState('Only an open action can be started.');
      return [{ type: 'CorrectiveActionStarted', data: stamp }];
    case 'AddCorrectiveActionPhoto':
      ownersOnly();
      if (!stillOpen) throw wrongState('Photos are added before the action is marked done.');
      if (state.photos.includes(command.data.file.sha256)) return [];
      if (state.photos.length >= MAX_ACTION_PHOTOS)
        throw new DomainError('MissingRequiredInformation', `At most ${MAX_ACTION_PHOTOS} photos.`, ['file']);
      return [{ type: 'CorrectiveActionPhotoAdded', data: { ...stamp, file: command.data.file } }];
    case 'CompleteCorrectiveAction': {
      ownersOnly();
      if (!stillOpen) throw wrongState('This action is already done.');
      const note = command.data.note.trim();
      if (note.length === 0)
        throw new DomainError('MissingRequiredInformation', 'Say what was done.', ['note']);
      return [{ type: 'CorrectiveActionCompleted', data: { ...stamp, note, photos: state.photos } }];
    }
    case 'VerifyCorrectiveAction':
      safetyTeamOnly();
      if (state.state !== 'done') throw wrongState('Only an action marked done can be verified.');
      return [
        { type: 'CorrectiveActionVerified', data: { ...stamp, note: command.data.note?.trim() || null } },
      ];
    case 'ReopenCorrectiveAction': {
      safetyTeamOnly();
      if (state.state !== 'done' && state.state !== 'verified')
        throw wrongState('Only a done or verified action can be reopened.');
      const reason = command.data.reason.trim();
      if (reason.length === 0)
        throw new DomainError('MissingRequiredInformation', 'Say why the action is reopened.', ['reason']);
      return [
        {
          type: 'CorrectiveActionReopened',
          data: { ...stamp, reason, from: state.state, to: state.started ? 'in-progress' : 'open' },
        },
      ];
    }
    case 'ReassignCorrectiveAction': {
      if (!stillOpen) throw wrongState('A done action keeps the owner who did it.');
      if (command.data.owner.id === state.ownerId) return [];
      return [
        {
          type: 'CorrectiveActionReassigned',
          data: {
            ...stamp,
            fromOwnerId: state.ownerId,
            ownerId: command.data.owner.id,
            ownerName: command.data.owner.name,
          },
        },
      ];
    }
    case 'ChangeCorrectiveActionDueDate': {
      if (!stillOpen) throw wrongState('A done action keeps its due date.');
      const { dueDate } = command.data;
      if (dueDate === state.dueDate) return [];
      requireWithinYearsAhead('dueDate', dueDate, today);
      return [
        { type: 'CorrectiveActionDueDateChanged', data: { ...stamp, from: state.dueDate, to: dueDate } },
      ];
    }
  }
};
