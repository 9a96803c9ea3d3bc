import { ruleOf } from '../rule-of.ts';
import { day, short, streamIdOf, tell } from './telling.ts';

/** A corrective action raised for someone, or handed to a new owner: the owner is told. */
export const correctiveActionAssigned = ruleOf({
  name: 'corrective-action-assigned',
  reads: ['correctiveActions'],
  events: { CorrectiveActionRaised: true, CorrectiveActionReassigned: true },
  async react(event, ctx) {
    const actionId = streamIdOf(event);
    const { rows } = await ctx.client.query<{ title: string; due_date: string }>(
      `SELECT title, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM corrective_actions WHERE id = $1`,
      [actionId],
    );
    const raised = event.type === 'CorrectiveActionRaised' ? event.data : null;
    const title = raised?.title ?? rows[0]?.title;
    const dueDate = raised?.dueDate ?? rows[0]?.due_date;
    if (!title) return {};
    const ownerId = event.data.ownerId;
    return {
      notify: tell([await ctx.person(ownerId)], {
        kind: 'assignment',
        rule: 'corrective-action-assigned',
        subject: { type: 'corrective-action', id: actionId },
        link: `/actions/${actionId}`,
        title: `Corrective action assigned to you: ${short(title)}`,
        body: dueDate ? `Due ${day(dueDate)}.` : 'Open it to see what is needed.',
      }),
    };
  },
});
