import {
  addDays,
  severeReportDueAt,
  storedDecision,
  type DecisionField,
  type RecordkeepingDecision,
  type SevereEvent,
} from '@hs/domain';
import { ruleOf } from '../rule-of.ts';
import { reportOf } from './incidents.rules.ts';
import { localTime, tell } from './telling.ts';

/** The fields that make a case one OSHA must be told of (29 CFR 1904.39(a)). */
const SEVERITY_FIELDS: readonly DecisionField[] = [
  'workRelated',
  'outcome',
  'dateOfDeath',
  'hospitalizedOvernight',
  'amputationOrLossOfEye',
];

/**
 * Which 1904.39 case a decision makes the incident, as the OSHA clocks read it: a work-related death
 * within 30 days of the incident, an in-patient hospitalization, an amputation or loss of an eye.
 */
export const severeEventOf = (
  decision: RecordkeepingDecision,
  incidentDate: string | null,
): SevereEvent | null => {
  if (!decision.workRelated) return null;
  const deathCounts =
    decision.outcome === 'death' &&
    (!incidentDate || !decision.dateOfDeath || decision.dateOfDeath <= addDays(incidentDate, 30));
  if (deathCounts) return 'fatality';
  if (decision.hospitalizedOvernight) return 'in-patient-hospitalization';
  if (decision.amputationOrLossOfEye) return 'amputation-or-loss-of-eye';
  return null;
};

/**
 * The report itself cannot say whether OSHA must be told: the safety team's recordkeeping decision
 * does. When a decision first makes the case (or makes it again) one of 1904.39, every admin is told
 * at once, urgently, with the deadline. Which of the cases it is stays behind the link: it is a
 * medical detail.
 */
export const oshaReportOwed = ruleOf({
  name: 'osha-report-owed',
  reads: ['incidents'],
  events: { RecordkeepingDecided: true },
  async react(event, ctx) {
    const data = event.data;
    if (!data.changed.some((field) => SEVERITY_FIELDS.includes(field))) return {};
    const report = await reportOf(ctx, data.incidentId);
    if (!report?.counted) return {};
    const severe = severeEventOf(storedDecision(data.decision), report.date);
    if (!severe) return {};
    // The hours run from when the report arrived (1904.39(b)(7)), as on the OSHA clocks.
    const dueAt = severeReportDueAt(severe, report.created_at);
    const timeZone = await ctx.timeZoneOf(report.establishment_id);
    return {
      notify: tell(await ctx.withRoles(['admin']), {
        kind: 'osha-deadline',
        rule: 'osha-report-owed',
        urgent: true,
        mandatory: true,
        subject: { type: 'incident', id: data.incidentId },
        link: `/incidents/${data.incidentId}`,
        title: `Incident ${report.report_number} must be reported to OSHA`,
        body: `Report it to OSHA by ${localTime(dueAt, timeZone)}, then record the report on the incident.`,
      }),
    };
  },
});
