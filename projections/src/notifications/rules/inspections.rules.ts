import type { InspectionAssignee, InspectionFrequency } from '@hs/domain';
import type { Person, RuleContext } from '../rule.ts';
import { ruleOf } from '../rule-of.ts';
import { short, streamIdOf, tell } from './telling.ts';

const frequencyWords: Record<InspectionFrequency, string> = {
  daily: 'every day',
  weekly: 'every week',
  monthly: 'every month',
  quarterly: 'every quarter',
};

/** One employee, or every active holder of the role the inspection is given to. */
const assigneesOf = async (ctx: RuleContext, assignee: InspectionAssignee): Promise<(Person | null)[]> =>
  assignee.employeeId !== null ? [await ctx.person(assignee.employeeId)] : ctx.withRoles([assignee.role]);

/** An inspection scheduled, or its schedule changed (assignee, frequency, area): its assignees are told. */
export const inspectionAssigned = ruleOf({
  name: 'inspection-assigned',
  reads: ['inspections'],
  events: { InspectionScheduled: true, InspectionScheduleChanged: true },
  async react(event, ctx) {
    const scheduleId = streamIdOf(event);
    const data = event.data;
    const { rows } = await ctx.client.query<{ title: string; establishment: string | null }>(
      `SELECT t.title, e.name AS establishment
         FROM inspection_schedules s JOIN inspection_templates t ON t.id = s.template_id
         LEFT JOIN establishments e ON e.id = s.establishment_id
        WHERE s.id = $1`,
      [scheduleId],
    );
    const schedule = rows[0];
    if (!schedule) return {};
    const what = `${short(schedule.title, 60)}${schedule.establishment ? ` at ${short(schedule.establishment, 40)}` : ''}`;
    const area = data.area ? ` Area: ${short(data.area, 60)}.` : '';
    return {
      notify: tell(await assigneesOf(ctx, data.assignee), {
        kind: 'assignment',
        rule: 'inspection-assigned',
        subject: { type: 'inspection-schedule', id: scheduleId },
        link: '/inspections',
        title:
          event.type === 'InspectionScheduled'
            ? `Inspection assigned: ${what}`
            : `Inspection schedule changed: ${what}`,
        body: `Due ${frequencyWords[data.frequency]}.${area}`,
      }),
    };
  },
});
