import type { IncidentStatus } from '@hs/domain';
import type { Stored } from '@hs/read-models';
import type { RuleContext } from '../rule.ts';
import { ruleOf } from '../rule-of.ts';
import { peopleOf, short, streamIdOf, tell } from './telling.ts';

/**
 * Incidents: the people who review a new report, and the reporter as its handling goes on. Titles
 * name the report and where it happened, never what happened to whom: the description, injury
 * and treatment stay behind the link, where access rules apply.
 */

export const SAFETY_OFFICERS = ['safety-officer'] as const;

const linkOf = (incidentId: string) => `/incidents/${incidentId}`;

export const incidentReported = ruleOf({
  name: 'incident-reported',
  events: { IncidentReported: true },
  async react(event, ctx) {
    const data = event.data;
    // The supervisors the report was given to (of the person involved and of the reporter), and
    // the reporter's own from their record, for reports made before the report carried them.
    const reporterSupervisor = data.reportedBy ? await ctx.supervisorOf(data.reportedBy) : null;
    const supervisors = await peopleOf(
      ctx,
      (data.supervisors ?? []).map((s) => s.id),
    );
    const officers = await ctx.withRoles(SAFETY_OFFICERS);
    const reporter = data.reportedBy ? await ctx.person(data.reportedBy) : null;
    const by = data.reporterName ?? reporter?.name ?? 'Someone';
    return {
      notify: tell([reporterSupervisor, ...supervisors, ...officers], {
        kind: 'incident-reported',
        rule: 'incident-reported',
        subject: { type: 'incident', id: data.incidentId },
        link: linkOf(data.incidentId),
        title: `Incident ${data.reportNumber} reported in ${short(data.location, 60)}`,
        body: `${by} reported it. Open the report to review it.`,
        named: data.reportedBy && by !== 'Someone' ? [{ id: data.reportedBy, name: by }] : [],
      }),
    };
  },
});

/** What the reporter reads of a status: "Incident IR-... is now under review". */
const statusWords: Record<IncidentStatus, string> = {
  submitted: 'submitted again',
  'under-review': 'under review',
  investigating: 'being investigated',
  resolved: 'resolved',
  closed: 'closed',
};

const CHANGES = {
  IncidentStatusChanged: true,
  IncidentMarkedDuplicate: true,
  IncidentVoided: true,
  IncidentReinstated: true,
} as const;

/** The headline of a change; notes and reasons stay out (they may tell of an injury). */
const changeTitle = (event: Stored<keyof typeof CHANGES>, reportNumber: string): string => {
  switch (event.type) {
    case 'IncidentStatusChanged':
      return `Incident ${reportNumber} is now ${statusWords[event.data.to]}`;
    case 'IncidentMarkedDuplicate':
      return `Incident ${reportNumber} was marked a duplicate of ${event.data.duplicateOfReportNumber}`;
    case 'IncidentVoided':
      return `Incident ${reportNumber} was marked void`;
    case 'IncidentReinstated':
      return `Incident ${reportNumber} counts again: its marking was undone`;
  }
};

/** The report's number and reporter, from the incidents read model (which has applied the event). */
export const reportOf = async (ctx: RuleContext, incidentId: string) => {
  const { rows } = await ctx.client.query<{
    report_number: string;
    reported_by: string | null;
    establishment_id: string | null;
    date: string | null;
    created_at: Date;
    counted: boolean;
  }>(
    `SELECT report_number, reported_by, establishment_id, to_char(date, 'YYYY-MM-DD') AS date, created_at,
            counted
       FROM incidents WHERE id = $1`,
    [incidentId],
  );
  return rows[0] ?? null;
};

export const incidentChanged = ruleOf({
  name: 'incident-status',
  reads: ['incidents'],
  events: CHANGES,
  async react(event, ctx) {
    const incidentId = streamIdOf(event);
    const report = await reportOf(ctx, incidentId);
    if (!report?.reported_by) return {};
    return {
      notify: tell([await ctx.person(report.reported_by)], {
        kind: 'incident-status',
        rule: 'incident-status',
        subject: { type: 'incident', id: incidentId },
        link: linkOf(incidentId),
        title: changeTitle(event, report.report_number),
        body: 'Open your report to see what changed.',
      }),
    };
  },
});
