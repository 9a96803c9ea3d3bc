import { ruleOf } from '../rule-of.ts';
import { day, short, streamIdOf, tell } from './telling.ts';

type Session = { title: string; date: string | null; time: string | null; location: string | null };

/** When and where, as far as the session says: "On May 4, 2026 at 09:00, Room 2." */
const whenAndWhere = (session: Session): string => {
  const when = session.date
    ? `On ${day(session.date)}${session.time ? ` at ${session.time}` : ''}`
    : 'Self-paced';
  return `${when}${session.location ? `, ${short(session.location, 60)}` : ''}.`;
};

/** A seat confirmed: taken by the person, given by an admin, or passed on from the waitlist. */
export const trainingRegistered = ruleOf({
  name: 'training-registered',
  reads: ['trainings'],
  events: { TrainingEnrollmentAccepted: true },
  async react(event, ctx) {
    const data = event.data;
    const trainingId = streamIdOf(event);
    const { rows } = await ctx.client.query<Session>(
      `SELECT title, to_char(date, 'YYYY-MM-DD') AS date, time, location FROM trainings WHERE id = $1`,
      [trainingId],
    );
    const session = rows[0];
    if (!session) return {};
    const title = short(session.title);
    return {
      notify: tell([await ctx.person(data.userId)], {
        kind: 'training',
        rule: 'training-registered',
        subject: { type: 'training', id: trainingId },
        link: '/training',
        title: data.fromWaitlist
          ? `A seat opened: you are registered for ${title}`
          : `You are registered for ${title}`,
        body: whenAndWhere(session),
      }),
    };
  },
});
