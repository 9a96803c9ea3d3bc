import { DomainError } from '../shared/domain-error.ts';
import { checkEmployeeDates } from './employee-dates.ts';
import type { RecordkeepingCommand } from './recordkeeping.commands.ts';
import {
  changedFields,
  dayFields,
  decisionFields,
  storedDecision,
  type RecordkeepingDecision,
} from './recordkeeping.decision.ts';
import type { RecordkeepingEvent } from './recordkeeping.events.ts';
import { checkPrivacyCase } from './privacy-case.ts';
import { MAX_CASE_DAYS } from './recordkeeping.vocabulary.ts';
import { relevantAnswers } from './recording-outcome.ts';
import { checkMatchesAnswers, departsFromAnswers, outcomeOfAnswers } from './recordkeeping.answers-check.ts';

export type Recordkeeping = { decision: RecordkeepingDecision | null };

export const initialState: Recordkeeping = { decision: null };

export const evolve = (_state: Recordkeeping, event: RecordkeepingEvent): Recordkeeping => ({
  decision: storedDecision(event.data.decision),
});

const DAY_MS = 86_400_000;

/** Calendar days after the day of injury up to and including `today` (1904.7(b)(3)(i)-(iii)). */
export const daysSinceInjury = (injuryDate: string, today: string): number =>
  Math.max(0, Math.round((Date.parse(today) - Date.parse(injuryDate)) / DAY_MS));

/** "1 calendar day has", "3 calendar days have". */
const calendarDaysPassed = (days: number): string =>
  days === 1 ? '1 calendar day has' : `${days} calendar days have`;

const inconsistent = (message: string, ...fields: string[]) =>
  new DomainError('RecordkeepingInconsistent', message, fields);
const missing = (message: string, ...fields: string[]) =>
  new DomainError('MissingRequiredInformation', message, fields);

/** Fields that do not apply to the decision are stored empty, so the log never shows a stale value. */
const normalized = (d: RecordkeepingDecision): RecordkeepingDecision => {
  const recordable = d.recordable;
  const outcome = recordable ? d.outcome : null;
  return {
    ...d,
    workRelatednessException: d.workRelated ? null : d.workRelatednessException,
    outcome,
    caseType: recordable ? d.caseType : null,
    daysAway: recordable ? d.daysAway : 0,
    daysRestricted: recordable ? d.daysRestricted : 0,
    privacyCase: recordable ? d.privacyCase : null,
    neutralDescription: recordable && d.privacyCase !== null ? d.neutralDescription : null,
    dateOfDeath: outcome === 'death' ? d.dateOfDeath : null,
    answers: d.answers && relevantAnswers(d.answers),
    departureReason: d.departureReason?.trim() || null,
  };
};

const checkDays = (d: RecordkeepingDecision, injuryDate: string, today: string): void => {
  if (d.outcome === 'days-away' && d.daysAway < 1)
    throw inconsistent('A days-away case counts at least one day away from work.', 'daysAway');
  if (d.outcome === 'job-transfer-restriction' && d.daysAway > 0)
    throw inconsistent('With days away from work, the most serious outcome is days away.', 'outcome');
  if (d.outcome === 'job-transfer-restriction' && d.daysRestricted < 1)
    throw inconsistent('A job transfer or restriction case counts at least one day.', 'daysRestricted');
  if (d.outcome === 'other-recordable' && d.daysAway + d.daysRestricted > 0)
    throw inconsistent('A case with days away or restricted is not "other recordable".', 'outcome');
  if (d.daysAway + d.daysRestricted > MAX_CASE_DAYS)
    throw inconsistent(
      `Days away and days restricted together stop counting at ${MAX_CASE_DAYS}.`,
      'daysAway',
      'daysRestricted',
    );
  const available = daysSinceInjury(injuryDate, today);
  if (d.daysAway + d.daysRestricted > available)
    throw inconsistent(
      `Only ${calendarDaysPassed(available)} passed since the day of injury (which is not counted).`,
      'daysAway',
      'daysRestricted',
    );
};

/** The checks in the order an officer meets them: the answers, the outcome, a departure, the days. */
const check = (d: RecordkeepingDecision, injuryDate: string, today: string): RecordkeepingDecision => {
  const fromAnswers = outcomeOfAnswers(d);
  checkMatchesAnswers(d, fromAnswers);
  checkEmployeeDates(d, injuryDate, today);
  if (d.recordable && !d.workRelated)
    throw inconsistent('Only a work-related case can be recordable.', 'recordable');
  if (d.recordable && !d.newCase)
    throw inconsistent('A case that is not new updates the earlier case instead.', 'recordable');
  const departs = departsFromAnswers(d, fromAnswers);
  if (d.recordable) {
    const absent = (['outcome', 'caseType'] as const).filter((field) => d[field] === null);
    if (absent.length > 0) throw missing('Choose the outcome and the case type.', ...absent);
    if (d.outcome === 'death') {
      if (d.dateOfDeath === null) throw missing('Enter the date of death.', 'dateOfDeath');
      if (d.dateOfDeath < injuryDate || d.dateOfDeath > today)
        throw new DomainError('DateOutOfRange', 'The date of death is between the day of injury and today.', [
          'dateOfDeath',
        ]);
    }
  }
  if (departs && d.departureReason === null)
    throw missing('The outcome differs from the one the answers lead to: say why.', 'departureReason');
  if (d.recordable) checkDays(d, injuryDate, today);
  checkPrivacyCase(d);
  // A reason for a departure that is not one is not kept: the log would explain nothing.
  return departs ? d : { ...d, departureReason: null };
};

export const decide = (command: RecordkeepingCommand, state: Recordkeeping): RecordkeepingEvent[] => {
  const { incidentId, injuryDate, reason } = command.data;
  const decision = check(normalized(command.data.decision), injuryDate, command.metadata.today);
  const changed = state.decision ? changedFields(state.decision, decision) : [...decisionFields];
  if (changed.length === 0) return [];
  const before = state.decision;
  // Answers given for the first time to a decision recorded before them revise nothing by themselves.
  const firstAnswers = (field: string) => field === 'answers' && before?.answers === null;
  const revisesDecision =
    before !== null && changed.some((field) => !dayFields.includes(field) && !firstAnswers(field));
  if (revisesDecision && !reason?.trim()) throw missing('Say why the earlier decision changes.', 'reason');
  return [
    {
      type: 'RecordkeepingDecided',
      data: {
        incidentId,
        decision,
        changed,
        reason: reason?.trim() || null,
        decidedBy: command.metadata.userId,
        decidedByName: command.metadata.userName,
        decidedAt: command.metadata.now,
      },
    },
  ];
};
