import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState, type TrainingVideoCommand } from './training-video.decider.ts';
import type { TrainingVideoEvent } from './training-video.events.ts';

const metadata: CommandMetadata = {
  now: '2026-03-01T15:00:00.000Z',
  today: '2026-03-01',
  userId: 'a-1',
  userName: 'Admin',
  role: 'admin',
};
const add = (url: string): TrainingVideoCommand => ({
  type: 'AddTrainingVideo',
  data: { videoId: 'v-1', trainingId: 't-1', title: 'Proper Lifting Techniques', url },
  metadata,
});
const remove: TrainingVideoCommand = { type: 'RemoveTrainingVideo', data: {}, metadata };
const when = (events: TrainingVideoEvent[], command: TrainingVideoCommand) =>
  decide(command, events.reduce(evolve, initialState));

describe('a training video link', () => {
  const added = when([], add('https://videos.example/lifting'));

  it('is added to its course with who added it', () => {
    expect(added).toEqual([
      {
        type: 'TrainingVideoAdded',
        data: {
          videoId: 'v-1',
          trainingId: 't-1',
          title: 'Proper Lifting Techniques',
          url: 'https://videos.example/lifting',
          addedBy: 'a-1',
          addedAt: metadata.now,
        },
      },
    ]);
  });

  it('must be an http(s) address', () => {
    for (const url of ['javascript:alert(1)', '/training', 'data:text/html,x', 'https://']) {
      expect(() => when([], add(url))).toThrow(/http:\/\/ or https:\/\//);
    }
  });

  it('is removed once; removing again records nothing; an unknown one is not found', () => {
    const removed = when(added, remove);
    expect(removed).toEqual([
      { type: 'TrainingVideoRemoved', data: { removedBy: 'a-1', removedAt: metadata.now } },
    ]);
    expect(when([...added, ...removed], remove)).toEqual([]);
    expect(() => when([], remove)).toThrow('No such video.');
  });
});
