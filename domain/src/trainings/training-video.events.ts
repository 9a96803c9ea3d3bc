import type { Event } from '../shared/command.ts';

export const TRAINING_VIDEO_TITLE_MAX = 120;

export type TrainingVideoAdded = Event<
  'TrainingVideoAdded',
  { videoId: string; trainingId: string; title: string; url: string; addedBy: string | null; addedAt: string }
>;
export type TrainingVideoRemoved = Event<
  'TrainingVideoRemoved',
  { removedBy: string | null; removedAt: string }
>;
export type TrainingVideoEvent = TrainingVideoAdded | TrainingVideoRemoved;

export const trainingVideoStreamId = (videoId: string): string => `trainingVideo-${videoId}`;
