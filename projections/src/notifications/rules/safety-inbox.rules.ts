import { safetyTeamRoles } from '@hs/domain';
import type { Person, RuleContext } from '../rule.ts';
import { ruleOf } from '../rule-of.ts';
import { peopleOf, streamIdOf, tell } from './telling.ts';

/**
 * The safety inbox: the safety team of the sender's company hears of each message and compliance
 * issue; the sender hears when theirs is resolved or dismissed. Titles never quote what was
 * written (it may tell of an injury): that stays behind the link.
 */

const linkOf = (itemId: string) => `/safety-inbox/${itemId}`;

/** Active safety officers and administrators whose record names this company. */
const safetyTeamOf = async (ctx: RuleContext, company: string): Promise<(Person | null)[]> => {
  const { rows } = await ctx.client.query<{ id: string }>(
    'SELECT id FROM employees WHERE is_active AND role = ANY($1) AND company = $2 ORDER BY id',
    [safetyTeamRoles, company],
  );
  return peopleOf(
    ctx,
    rows.map((r) => r.id),
  );
};

export const safetyInboxSubmitted = ruleOf({
  name: 'safety-inbox-submitted',
  events: { SafetyMessageSent: true, ComplianceIssueReported: true },
  async react(event, ctx) {
    const itemId = streamIdOf(event);
    const sender = await ctx.person(event.data.submittedBy);
    const by = sender?.name ?? 'Someone';
    const what =
      event.type === 'SafetyMessageSent' ? 'New message for the safety team' : 'New compliance issue';
    const team = (await safetyTeamOf(ctx, event.data.company)).filter(
      (p) => p?.id !== event.data.submittedBy,
    );
    return {
      notify: tell(team, {
        kind: 'safety-team',
        rule: 'safety-inbox-submitted',
        subject: { type: 'safety-inbox', id: itemId },
        link: linkOf(itemId),
        title: `${what} from ${by}`,
        body: 'Open the safety inbox to read and triage it.',
        named: sender ? [{ id: sender.id, name: by }] : [],
      }),
    };
  },
});

export const safetyInboxClosed = ruleOf({
  name: 'safety-inbox-closed',
  reads: ['safety-inbox'],
  events: { SafetyInboxItemResolved: true, SafetyInboxItemDismissed: true },
  async react(event, ctx) {
    const itemId = streamIdOf(event);
    const { rows } = await ctx.client.query<{ submitted_by: string; kind: string }>(
      'SELECT submitted_by::text, kind FROM safety_inbox WHERE id = $1',
      [itemId],
    );
    const item = rows[0];
    if (!item) return {};
    const what = item.kind === 'message' ? 'Your message to the safety team' : 'Your compliance issue';
    const outcome = event.type === 'SafetyInboxItemResolved' ? 'was resolved' : 'was dismissed';
    return {
      notify: tell([await ctx.person(item.submitted_by)], {
        kind: 'safety-team',
        rule: 'safety-inbox-closed',
        subject: { type: 'safety-inbox', id: itemId },
        link: linkOf(itemId),
        title: `${what} ${outcome}`,
        body: 'Open it to read the safety team’s note.',
      }),
    };
  },
});
