import type { EventRule } from '../rule.ts';
import { CONTEXT_READ_MODELS } from '../rule-context.ts';
import { correctiveActionAssigned } from './corrective-actions.rules.ts';
import { documentNewVersion, documentSignatureRequired } from './documents.rules.ts';
import { incidentChanged, incidentReported } from './incidents.rules.ts';
import { inspectionAssigned } from './inspections.rules.ts';
import { investigationRules } from './investigations.rules.ts';
import { oshaReportOwed } from './osha-report.rules.ts';
import { safetyInboxClosed, safetyInboxSubmitted } from './safety-inbox.rules.ts';
import { timedEventRules } from './timed-rules.ts';
import { certificateReviewed, trainingRegistered } from './trainings.rules.ts';
import { workAssigned } from './work.rules.ts';

/** The rules the reactor applies to each event of the log (the table in docs/product.md, "Notifications"). */
export const eventRules: EventRule[] = [
  incidentReported,
  incidentChanged,
  oshaReportOwed,
  documentSignatureRequired,
  documentNewVersion,
  trainingRegistered,
  certificateReviewed,
  workAssigned,
  correctiveActionAssigned,
  inspectionAssigned,
  ...investigationRules,
  safetyInboxSubmitted,
  safetyInboxClosed,
  ...timedEventRules,
];

/** The rules of deadlines the timer loop fires (notification_timers). */
export { timerRules } from './timed-rules.ts';

/** Every read model the event rules look up: the reactor waits until each has applied an event. */
export const readModelsOf = (rules: readonly EventRule[]): string[] => [
  ...new Set([...CONTEXT_READ_MODELS, ...rules.flatMap((rule) => rule.reads ?? [])]),
];
