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

/**
 * A certificate reviewed: its holder hears whether it counts. A rejection's reason stays behind the
 * link, as the safety team wrote it for the holder's eyes on the page.
 */
export const certificateReviewed = ruleOf({
  name: 'certificate-reviewed',
  reads: ['training-certificates'],
  events: { TrainingCertificateAccepted: true, TrainingCertificateRejected: true },
  async react(event, ctx) {
    const certificateId = streamIdOf(event);
    const { rows } = await ctx.client.query<{ user_id: string; training_title: string }>(
      'SELECT user_id::text, training_title FROM training_certificates WHERE id = $1',
      [certificateId],
    );
    const certificate = rows[0];
    // The reviewer is never told of their own review (a safety officer's own card is refused them).
    if (!certificate || certificate.user_id === event.metadata.userId) return {};
    const course = short(certificate.training_title);
    const accepted = event.type === 'TrainingCertificateAccepted';
    return {
      notify: tell([await ctx.person(certificate.user_id)], {
        kind: 'training',
        rule: 'certificate-reviewed',
        subject: { type: 'training-certificate', id: certificateId },
        link: '/training/certificates',
        title: accepted
          ? `Your certificate for ${course} was accepted`
          : `Your certificate for ${course} was rejected`,
        body: accepted
          ? 'It counts as a completion of the course from its issue day.'
          : 'Open your certificates to read why, and record a better copy.',
      }),
    };
  },
});
