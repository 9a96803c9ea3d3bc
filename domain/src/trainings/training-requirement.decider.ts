import type { Command } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TrainingRequirementDetails, TrainingRequirementEvent } from './training-requirement.events.ts';

export type SetTrainingRequirement = Command<
  'SetTrainingRequirement',
  TrainingRequirementDetails & { requirementId: string }
>;
export type RemoveTrainingRequirement = Command<'RemoveTrainingRequirement', Record<string, never>>;
export type TrainingRequirementCommand = SetTrainingRequirement | RemoveTrainingRequirement;

export type TrainingRequirement =
  { status: 'none' } | ({ status: 'active' | 'removed'; requirementId: string } & TrainingRequirementDetails);

export const initialState: TrainingRequirement = { status: 'none' };

export const evolve = (state: TrainingRequirement, event: TrainingRequirementEvent): TrainingRequirement => {
  switch (event.type) {
    case 'TrainingRequirementSet': {
      const { requirementId, trainingId, scope, value, graceDays } = event.data;
      return { status: 'active', requirementId, trainingId, scope, value, graceDays };
    }
    case 'TrainingRequirementRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
  }
};

export const decide = (
  command: TrainingRequirementCommand,
  state: TrainingRequirement,
): TrainingRequirementEvent[] => {
  const { now, userId } = command.metadata;
  switch (command.type) {
    case 'SetTrainingRequirement':
      if (state.status !== 'none') throw new DomainError('TrainingRequirementAlreadyExists');
      return [{ type: 'TrainingRequirementSet', data: { ...command.data, setBy: userId, setAt: now } }];
    case 'RemoveTrainingRequirement':
      if (state.status === 'none')
        throw new DomainError('TrainingRequirementNotFound', 'No such requirement.');
      if (state.status === 'removed') return [];
      return [{ type: 'TrainingRequirementRemoved', data: { removedBy: userId, removedAt: now } }];
  }
};
