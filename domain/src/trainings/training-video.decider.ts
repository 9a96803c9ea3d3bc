import { isWebAddress } from '../notices/notice.vocabulary.ts';
import type { Command } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TrainingVideoEvent } from './training-video.events.ts';

/** A link to a video on a course; the route has checked the course exists. */
export type AddTrainingVideo = Command<
  'AddTrainingVideo',
  { videoId: string; trainingId: string; title: string; url: string }
>;
export type RemoveTrainingVideo = Command<'RemoveTrainingVideo', Record<string, never>>;
export type TrainingVideoCommand = AddTrainingVideo | RemoveTrainingVideo;

export type TrainingVideo = { status: 'none' | 'listed' | 'removed' };

export const initialState: TrainingVideo = { status: 'none' };

export const evolve = (state: TrainingVideo, event: TrainingVideoEvent): TrainingVideo => {
  switch (event.type) {
    case 'TrainingVideoAdded':
      return { status: 'listed' };
    case 'TrainingVideoRemoved':
      return state.status === 'none' ? state : { status: 'removed' };
  }
};

export const decide = (command: TrainingVideoCommand, state: TrainingVideo): TrainingVideoEvent[] => {
  const { now, userId } = command.metadata;
  switch (command.type) {
    case 'AddTrainingVideo':
      if (state.status !== 'none') throw new DomainError('TrainingVideoAlreadyExists');
      // The sidebar opens it in the browser: nothing but a web address may be stored.
      if (!isWebAddress(command.data.url)) {
        throw new DomainError(
          'TrainingVideoUrlInvalid',
          'A video link must start with http:// or https://.',
          ['url'],
        );
      }
      return [{ type: 'TrainingVideoAdded', data: { ...command.data, addedBy: userId, addedAt: now } }];
    case 'RemoveTrainingVideo':
      if (state.status === 'none') throw new DomainError('TrainingVideoNotFound', 'No such video.');
      if (state.status === 'removed') return [];
      return [{ type: 'TrainingVideoRemoved', data: { removedBy: userId, removedAt: now } }];
  }
};
