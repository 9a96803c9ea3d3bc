import type { Event } from '../shared/command.ts';

/** Whom a requirement names: everyone holding a role, in a department, with a job title, or one person. */
export const requirementScopes = ['role', 'department', 'position', 'person'] as const;
export type RequirementScope = (typeof requirementScopes)[number];

export type TrainingRequirementDetails = {
  trainingId: string;
  scope: RequirementScope;
  /** The role, the department or job title as written on employee records, or the person's id. */
  value: string;
  /** Days a new hire has, from their registration, before the course is owed. */
  graceDays: number;
};

export type TrainingRequirementSet = Event<
  'TrainingRequirementSet',
  TrainingRequirementDetails & { requirementId: string; setBy: string | null; setAt: string }
>;
export type TrainingRequirementRemoved = Event<
  'TrainingRequirementRemoved',
  { removedBy: string | null; removedAt: string }
>;
export type TrainingRequirementEvent = TrainingRequirementSet | TrainingRequirementRemoved;

export const trainingRequirementStreamId = (requirementId: string): string =>
  `trainingRequirement-${requirementId}`;
