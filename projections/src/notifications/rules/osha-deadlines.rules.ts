import {
  RECORDING_DAYS,
  addDays,
  recordingDueAt,
  severeReportDueAt,
  storedDecision,
  yearlyDeadlines,
  calendarDate,
  type RecordkeepingDecision,
  type SevereEvent,
} from '@hs/domain';
import type pg from 'pg';
import type { RuleOutcome, TimerDraft } from '../rule.ts';
import { ruleOf, timerRuleOf } from '../rule-of.ts';
import { reminderAt } from '../timers/local-time.ts';

/**
 * The OSHA clocks of the banner (domain/src/recordkeeping/osha-clocks.ts computes every due time)
 * as reminders to the safety officers and admins, once before the deadline and once when it is
 * missed. Legally required: mandatory, never switched off. Each timer checks when it fires that
 * the duty is still open, and each is cancelled when the duty is met.
 */
export const OSHA_RULE = 'osha-deadline';

type Clock = 'recording' | 'report' | '300a' | 'ita';
type Phase = 'before' | 'missed';
type OshaPayload = {
  clock: Clock;
  phase: Phase;
  /** The incident (recording, report) or the establishment (300A, ITA). */
  subjectId: string;
  /** The report number, or the establishment's name. */
  label: string;
  dueAt: string;
  /** The establishment's zone: the due time is told on its clock. */
  timeZone: string;
  /** 300A and ITA: the calendar year the clock runs in (the records are of the year before). */
  year?: number;
  severeEvent?: SevereEvent;
};

const HOUR_MS = 3_600_000;
/** How long before an 8- or 24-hour report deadline the reminder goes. */
const REPORT_WARNING_HOURS = 2;
/** How many days before the 7-day recording deadline, and before the 300A and ITA dates. */
const RECORDING_WARNING_DAYS = 2;
const YEARLY_WARNING_DAYS = 7;

const timer = (key: string, dueAt: Date, payload: Omit<OshaPayload, 'phase'>, phase: Phase): TimerDraft => ({
  key: `${key}:${phase}`,
  rule: OSHA_RULE,
  dueAt,
  payload: { ...payload, phase },
});

/** The reminder before and the moment missed; a reminder whose moment passed already is left out. */
const pair = (key: string, before: Date, missed: Date, payload: Omit<OshaPayload, 'phase'>, now: Date) =>
  [timer(key, before, payload, 'before'), timer(key, missed, payload, 'missed')].filter((t) => t.dueAt > now);

const incidentId = (streamId: string) => streamId.slice(streamId.indexOf('-') + 1);

/** 1904.29(b)(3): an injury report gets its recording decision within seven calendar days. */
export const oshaRecordingClockRule = ruleOf({
  name: 'osha-recording-clock',
  events: {
    IncidentReported: true,
    RecordkeepingDecided: true,
    IncidentMarkedDuplicate: true,
    IncidentVoided: true,
  },
  async react(event, ctx) {
    const id = incidentId(event.streamId);
    const cancel = [`osha:recording:${id}:*`];
    if (event.type === 'IncidentMarkedDuplicate' || event.type === 'IncidentVoided')
      return { cancel: [...cancel, `osha:report:${id}:*`] };
    if (event.type !== 'IncidentReported') return { cancel };
    const data = event.data;
    if (data.type !== 'injury' && !data.injuryOccurred) return {};
    const timeZone = await ctx.timeZoneOf(data.establishmentId);
    const learnedAt = new Date(data.reportedAt);
    const dueAt = recordingDueAt(learnedAt, timeZone);
    const lastDay = addDays(calendarDate(learnedAt, timeZone), RECORDING_DAYS);
    const payload = {
      clock: 'recording' as const,
      subjectId: id,
      label: data.reportNumber,
      dueAt: dueAt.toISOString(),
      timeZone,
    };
    return {
      schedule: pair(
        `osha:recording:${id}`,
        reminderAt(lastDay, -RECORDING_WARNING_DAYS, timeZone),
        dueAt,
        payload,
        ctx.now,
      ),
    };
  },
});

/**
 * What 1904.39 makes reportable of a decision, as the banner's report clock reads it: a
 * work-related death within 30 days of the incident, an in-patient hospitalization, an amputation
 * or the loss of an eye.
 */
export const severeEventOf = (
  decision: RecordkeepingDecision,
  incidentDate: string | null,
): SevereEvent | null => {
  if (!decision.workRelated) return null;
  if (decision.outcome === 'death' && decision.dateOfDeath !== null && incidentDate !== null)
    if (Date.parse(decision.dateOfDeath) - Date.parse(incidentDate) <= 30 * 24 * HOUR_MS) return 'fatality';
  if (decision.hospitalizedOvernight) return 'in-patient-hospitalization';
  if (decision.amputationOrLossOfEye) return 'amputation-or-loss-of-eye';
  return null;
};

/** 1904.39: 8 hours for a fatality, 24 for the others, from when the report was made. */
export const oshaReportClockRule = ruleOf({
  name: 'osha-report-clock',
  events: { RecordkeepingDecided: true, OshaReportRecorded: true },
  async react(event, ctx) {
    const id = incidentId(event.streamId);
    const cancel = [`osha:report:${id}:*`];
    if (event.type === 'OshaReportRecorded') return { cancel };
    // Older events lack later fields: read them with their defaults, as the read models do.
    const decision = storedDecision(event.data.decision);
    const { rows } = await ctx.client.query<{
      created_at: Date;
      date: string | null;
      report_number: string;
      establishment_id: string | null;
    }>(
      `SELECT created_at, to_char(date, 'YYYY-MM-DD') AS date, report_number, establishment_id
         FROM incidents WHERE id = $1`,
      [id],
    );
    const incident = rows[0];
    const severe = incident ? severeEventOf(decision, incident.date) : null;
    if (!incident || !severe) return { cancel };
    const dueAt = severeReportDueAt(severe, incident.created_at);
    const payload = {
      clock: 'report' as const,
      subjectId: id,
      label: incident.report_number,
      dueAt: dueAt.toISOString(),
      timeZone: await ctx.timeZoneOf(incident.establishment_id),
      severeEvent: severe,
    };
    const before = new Date(dueAt.getTime() - REPORT_WARNING_HOURS * HOUR_MS);
    return { cancel, schedule: pair(`osha:report:${id}:${severe}`, before, dueAt, payload, ctx.now) };
  },
});

/**
 * The yearly dates of an establishment for the cycle still ahead at `now`: the 300A posted by
 * February 1 (1904.32(b)(6)) and the ITA submission by March 2 (1904.41(c)). The missed ITA timer
 * of a year schedules the next year's, so the chain runs on without any event.
 */
export const yearlyTimers = (
  establishment: { id: string; name: string; timeZone: string },
  now: Date,
): TimerDraft[] => {
  const { id, name, timeZone } = establishment;
  const thisYear = Number(calendarDate(now, timeZone).slice(0, 4));
  const year = yearlyDeadlines(thisYear, timeZone).itaDueAt > now ? thisYear : thisYear + 1;
  const dates = yearlyDeadlines(year, timeZone);
  const common = { subjectId: id, label: name, year, timeZone };
  return [
    ...pair(
      `osha:300a:${id}:${year}`,
      reminderAt(`${year}-02-01`, -YEARLY_WARNING_DAYS, timeZone),
      dates.postingStartsAt,
      { ...common, clock: '300a', dueAt: dates.postingStartsAt.toISOString() },
      now,
    ),
    ...pair(
      `osha:ita:${id}:${year}`,
      reminderAt(`${year}-03-02`, -YEARLY_WARNING_DAYS, timeZone),
      dates.itaDueAt,
      { ...common, clock: 'ita', dueAt: dates.itaDueAt.toISOString() },
      now,
    ),
  ];
};

export const oshaYearlyClocksRule = ruleOf({
  name: 'osha-yearly-clocks',
  events: {
    EstablishmentCreated: true,
    EstablishmentChanged: true,
    OshaSummaryCertified: true,
    ItaSubmissionRecorded: true,
  },
  async react(event, ctx): Promise<RuleOutcome> {
    switch (event.type) {
      case 'OshaSummaryCertified': {
        const { establishmentId, year } = event.data;
        return { cancel: [`osha:300a:${establishmentId}:${year + 1}:*`] };
      }
      case 'ItaSubmissionRecorded': {
        const { establishmentId, year } = event.data;
        return { cancel: [`osha:ita:${establishmentId}:${year + 1}:*`] };
      }
      case 'EstablishmentCreated': {
        const data = event.data;
        return {
          schedule: yearlyTimers(
            { id: data.establishmentId, name: data.name, timeZone: data.timeZone },
            ctx.now,
          ),
        };
      }
      default: {
        // A new zone moves the open timers (same keys): the dates are the zone's calendar days.
        const { changes } = event.data;
        if (!changes.timeZone) return {};
        const id = event.streamId.slice('establishment-'.length);
        const { rows } = await ctx.client.query<{ name: string }>(
          'SELECT name FROM establishments WHERE id = $1',
          [id],
        );
        const name = changes.name ?? rows[0]?.name ?? '';
        return { schedule: yearlyTimers({ id, name, timeZone: changes.timeZone }, ctx.now) };
      }
    }
  },
});

/** Whether the duty is still open when its timer fires (a missing read-model row counts as open). */
const stillOpen = async (client: pg.ClientBase, p: OshaPayload): Promise<boolean> => {
  const exists = async (sql: string, params: unknown[]) => (await client.query(sql, params)).rowCount !== 0;
  switch (p.clock) {
    case 'recording':
      return !(await exists(
        `SELECT 1 FROM incidents i WHERE i.id = $1
            AND (NOT i.counted OR EXISTS (SELECT 1 FROM osha_cases c WHERE c.incident_id = i.id))`,
        [p.subjectId],
      ));
    case 'report':
      return !(await exists(
        `SELECT 1 WHERE EXISTS (SELECT 1 FROM osha_reports WHERE incident_id = $1)
            OR EXISTS (SELECT 1 FROM incidents WHERE id = $1 AND NOT counted)`,
        [p.subjectId],
      ));
    case '300a':
      return !(await exists(
        'SELECT 1 FROM osha_summary_certifications WHERE establishment_id = $1 AND year = $2',
        [p.subjectId, p.year! - 1],
      ));
    case 'ita':
      // 1904.41(a)(1)-(2): fewer than 20 employees last year never submit.
      return !(await exists(
        `SELECT 1 WHERE EXISTS (SELECT 1 FROM ita_submissions WHERE establishment_id = $1 AND year = $2)
            OR EXISTS (SELECT 1 FROM establishment_years WHERE establishment_id = $1 AND year = $2
                         AND annual_average_employees < 20)`,
        [p.subjectId, p.year! - 1],
      ));
  }
};

/** What a reminder names; which 1904.39 case it is (8 or 24 hours) is a medical detail and stays behind the link. */
const WHAT: Record<Clock, (p: OshaPayload) => { subject: string; link: string; duty: string }> = {
  recording: (p) => ({
    subject: 'incident',
    link: `/incidents/${p.subjectId}`,
    duty: `Recording decision for ${p.label}`,
  }),
  report: (p) => ({
    subject: 'incident',
    link: `/incidents/${p.subjectId}`,
    duty: `Report to OSHA for ${p.label}`,
  }),
  '300a': (p) => ({
    subject: 'establishment',
    link: '/osha/300a',
    duty: `${p.year! - 1} Form 300A posting at ${p.label}`,
  }),
  ita: (p) => ({
    subject: 'establishment',
    link: '/osha/ita',
    duty: `${p.year! - 1} ITA submission for ${p.label}`,
  }),
};

export const oshaDeadlineTimerRule = timerRuleOf<OshaPayload>({
  name: OSHA_RULE,
  async fire(fired, ctx) {
    const p = fired.payload;
    const next = p.clock === 'ita' && p.phase === 'missed' ? nextYear(p, ctx.now) : [];
    if (!(await stillOpen(ctx.client, p))) return { schedule: next };
    const { subject, link, duty } = WHAT[p.clock](p);
    const due = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: p.timeZone,
      timeZoneName: 'short',
    }).format(new Date(p.dueAt));
    const people = await ctx.withRoles(['safety-officer', 'admin']);
    return {
      schedule: next,
      notify: people.map((person) => ({
        recipientId: person.id,
        kind: 'osha-deadline',
        rule: OSHA_RULE,
        mandatory: true,
        urgent: p.clock === 'report',
        subject: { type: subject, id: p.subjectId },
        link,
        title: p.phase === 'missed' ? `Missed: ${duty}` : `Due soon: ${duty}`,
        body:
          p.phase === 'missed'
            ? `The deadline, ${due}, has passed and it is not recorded as done.`
            : `Due by ${due} and not yet recorded as done.`,
      })),
    };
  },
});

/** The next year's 300A and ITA timers of the establishment (a new zone moves them when it is set). */
const nextYear = (p: OshaPayload, now: Date) =>
  yearlyTimers({ id: p.subjectId, name: p.label, timeZone: p.timeZone }, now);
