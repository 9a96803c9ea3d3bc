import { calendarDate } from '@hs/domain';
import type { EventRule, RuleContext, RuleOutcome } from '../rule.ts';
import { ruleOf } from '../rule-of.ts';
import { cancelDeadline, deadlinePrefix, lastDeadlineOf, rescheduleDeadline } from './deadline-timers.ts';
import { reportOf } from './incidents.rules.ts';
import { localTime, peopleOf, streamIdOf, tell } from './telling.ts';

/**
 * Investigations (docs/product.md, "Investigations"): whoever joins the team, the approvers when
 * the lead submits, the lead when it is approved, sent back or reopened, and the lead before and
 * when it falls due. Reasons and summaries stay behind the link: the safety team types them.
 */

const APPROVERS = ['safety-officer', 'admin'] as const;
const linkOf = (incidentId: string) => `/incidents/${incidentId}/investigation`;

/** The report's number and zone, and the investigation's lead and due time as read models hold them. */
const aboutOf = async (ctx: RuleContext, incidentId: string) => {
  const report = await reportOf(ctx, incidentId);
  const { rows } = await ctx.client.query<{ lead_id: string; due_at: Date }>(
    'SELECT lead_id, due_at FROM investigations WHERE incident_id = $1',
    [incidentId],
  );
  const row = rows[0];
  if (!report || !row) return null;
  return {
    label: `Investigation of incident ${report.report_number}`,
    reportNumber: report.report_number,
    leadId: row.lead_id,
    dueAt: row.due_at,
    timeZone: await ctx.timeZoneOf(report.establishment_id),
  };
};

export const investigationAssigned = ruleOf({
  name: 'investigation-assigned',
  reads: ['incidents', 'investigations'],
  events: { InvestigationStarted: true, InvestigationTeamChanged: true },
  async react(event, ctx) {
    const incidentId = streamIdOf(event);
    const about = await aboutOf(ctx, incidentId);
    if (!about) return {};
    const before = event.type === 'InvestigationTeamChanged' ? event.data.from : undefined;
    const wasOn = (id: string) =>
      before !== undefined && (before.leadId === id || before.memberIds.includes(id));
    const { lead, members } = event.data;
    const telling = {
      kind: 'assignment' as const,
      rule: 'investigation-assigned',
      subject: { type: 'investigation', id: incidentId },
      link: linkOf(incidentId),
      body: `Due ${localTime(about.dueAt, about.timeZone)}.`,
    };
    const newLead = before?.leadId === lead.id ? [] : await peopleOf(ctx, [lead.id]);
    const joined = await peopleOf(
      ctx,
      members.map((m) => m.id).filter((id) => !wasOn(id)),
    );
    return {
      notify: [
        ...tell(newLead, {
          ...telling,
          title: `You lead the investigation of incident ${about.reportNumber}`,
        }),
        ...tell(joined, { ...telling, title: `You are on the team: ${about.label}` }),
      ],
    };
  },
});

const REVIEW_EVENTS = {
  InvestigationSubmitted: true,
  InvestigationApproved: true,
  InvestigationSentBack: true,
  InvestigationReopened: true,
} as const;

export const investigationReview = ruleOf({
  name: 'investigation-review',
  reads: ['incidents', 'investigations'],
  events: REVIEW_EVENTS,
  async react(event, ctx) {
    const incidentId = streamIdOf(event);
    const about = await aboutOf(ctx, incidentId);
    if (!about) return {};
    const telling = {
      kind: 'investigation' as const,
      rule: 'investigation-review',
      subject: { type: 'investigation', id: incidentId },
      link: linkOf(incidentId),
    };
    if (event.type === 'InvestigationSubmitted')
      return {
        notify: tell(await ctx.withRoles(APPROVERS), {
          ...telling,
          title: `${about.label} is ready for approval`,
          body: `${event.data.byName ?? 'The lead'} submitted it. Approve it or send it back.`,
          named: event.data.by && event.data.byName ? [{ id: event.data.by, name: event.data.byName }] : [],
        }),
      };
    const words = {
      InvestigationApproved: ['was approved', 'Nothing more is needed unless it is reopened.'],
      InvestigationSentBack: ['was sent back', 'Open it to read what is missing.'],
      InvestigationReopened: ['was reopened', 'Open it to read why.'],
    } as const;
    const [done, next] = words[event.type];
    return {
      notify: tell(await peopleOf(ctx, [about.leadId]), {
        ...telling,
        title: `${about.label} ${done}`,
        body: next,
      }),
    };
  },
});

/** Reminds the lead a day before the due time and tells them (and their supervisor) when it passes. */
export const investigationDeadline = ruleOf({
  name: 'investigation-deadline',
  reads: ['incidents', 'investigations'],
  events: { InvestigationStarted: true, InvestigationTeamChanged: true, ...REVIEW_EVENTS },
  async react(event, ctx): Promise<RuleOutcome> {
    const incidentId = streamIdOf(event);
    // In review or approved, it is the approvers' turn: no reminder to the lead.
    if (event.type === 'InvestigationSubmitted' || event.type === 'InvestigationApproved')
      return cancelDeadline('investigation', incidentId);
    if (event.type === 'InvestigationStarted') {
      const about = await aboutOf(ctx, incidentId);
      if (!about) return {};
      const dueAt = event.data.dueAt;
      return rescheduleDeadline(
        {
          subjectType: 'investigation',
          subjectId: incidentId,
          assigneeId: event.data.lead.id,
          dueDate: calendarDate(new Date(dueAt), about.timeZone),
          dueAt,
          timeZone: about.timeZone,
          title: about.label,
          link: linkOf(incidentId),
        },
        ctx.now,
      );
    }
    const last = await lastDeadlineOf(ctx.client, 'investigation', incidentId);
    if (!last) return {};
    if (event.type === 'InvestigationTeamChanged') {
      // Only a running clock follows a new lead: in review it waits until the investigation comes back.
      if (event.data.lead.id === last.assigneeId || !(await hasOpenTimers(ctx, incidentId))) return {};
      return rescheduleDeadline({ ...last, assigneeId: event.data.lead.id }, ctx.now);
    }
    // Sent back or reopened: the lead (whoever leads now) has it again.
    const about = await aboutOf(ctx, incidentId);
    return rescheduleDeadline({ ...last, assigneeId: about?.leadId ?? last.assigneeId }, ctx.now);
  },
});

const hasOpenTimers = async (ctx: RuleContext, incidentId: string): Promise<boolean> => {
  const { rows } = await ctx.client.query(
    `SELECT 1 FROM notification_timers
      WHERE key LIKE $1 || '%' AND fired_at IS NULL AND cancelled_at IS NULL LIMIT 1`,
    [deadlinePrefix('investigation', incidentId)],
  );
  return rows.length > 0;
};

export const investigationRules: EventRule[] = [
  investigationAssigned,
  investigationReview,
  investigationDeadline,
];
