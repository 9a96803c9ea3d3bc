import type { EventRule, TimerRule } from '../rule.ts';
import { dueTomorrowTimerRule, overdueTimerRule } from './deadline-timers.ts';
import {
  signatureDeadlineRule,
  signatureDeadlineTimerRule,
  trainingDayBeforeRule,
  trainingDayBeforeTimerRule,
} from './document-training-reminders.rules.ts';
import { inspectionPeriodRule, inspectionPeriodTimerRule } from './inspection-periods.rules.ts';
import {
  oshaDeadlineTimerRule,
  oshaRecordingClockRule,
  oshaReportClockRule,
  oshaYearlyClocksRule,
} from './osha-deadlines.rules.ts';
import { qualificationExpiryRule, qualificationExpiryTimerRule } from './qualification-expiry.rules.ts';
import { workDeadlineRules } from './work-deadlines.rules.ts';

/**
 * The time-based rules (docs/product.md, "Notifications", "Deadlines"): event rules that only
 * schedule and cancel timers, and the timer rules the timer loop runs when those come due.
 */
export const timedEventRules: EventRule[] = [
  ...workDeadlineRules,
  signatureDeadlineRule,
  trainingDayBeforeRule,
  oshaRecordingClockRule,
  oshaReportClockRule,
  oshaYearlyClocksRule,
  inspectionPeriodRule,
  qualificationExpiryRule,
];

export const timerRules: TimerRule[] = [
  dueTomorrowTimerRule,
  overdueTimerRule,
  signatureDeadlineTimerRule,
  trainingDayBeforeTimerRule,
  oshaDeadlineTimerRule,
  inspectionPeriodTimerRule,
  qualificationExpiryTimerRule,
];
