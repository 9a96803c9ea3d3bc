import type { MySchedule, MyScheduleDue, MyScheduleSession } from '@hs/contracts';
import ical, { ICalEventStatus, ICalEventTransparency, type ICalCalendar } from 'ical-generator';

/** The right-hand side of every UID: fixed, so an item keeps its UID from one download to the next. */
const UID_DOMAIN = 'my-schedule.hs-safety';

const sourceWords: Record<MyScheduleDue['source'], string> = {
  task: 'Task',
  training: 'Assigned training',
  document: 'Document to read or sign',
  file: 'File to upload',
  action: 'Corrective action',
  inspection: 'Inspection',
  certification: 'Required certification',
};

/** Midnight UTC of a calendar date: with no calendar zone set, the library writes it as that date. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);
const nextDay = (date: string) => new Date(day(date).getTime() + 86_400_000);

const addSession = (calendar: ICalCalendar, uid: string, stamp: Date, s: MyScheduleSession) => {
  const waitlisted = s.status === 'waitlisted';
  const place = waitlisted && s.waitlistPosition !== null ? ` (place ${s.waitlistPosition})` : '';
  calendar.createEvent({
    id: uid,
    stamp,
    // A session without a set time holds its whole day; with one, start and end are UTC instants.
    ...(s.startsAt
      ? { start: new Date(s.startsAt), end: s.endsAt ? new Date(s.endsAt) : null }
      : {
          start: day(s.date),
          end: nextDay(s.date),
          allDay: true,
        }),
    summary: waitlisted ? `Waitlisted${place}: ${s.title}` : `Training: ${s.title}`,
    description: [
      `Duration: ${s.duration}`,
      waitlisted ? `You are on the waitlist${place}; the seat is not yours yet.` : 'You are registered.',
    ].join('\n'),
    location: s.location,
    status: waitlisted ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  });
};

const addDue = (calendar: ICalCalendar, uid: string, stamp: Date, d: MyScheduleDue) =>
  calendar.createEvent({
    id: uid,
    stamp,
    start: day(d.date),
    end: nextDay(d.date),
    allDay: true,
    summary: d.what === 'expires' ? `Certification expires: ${d.title}` : `Due: ${d.title}`,
    description:
      d.what === 'expires'
        ? `${sourceWords[d.source]}: last valid day. Take the course again before it runs out.`
        : `${sourceWords[d.source]} due by the end of this day.`,
    // A due date marks the day without blocking time in the person's calendar.
    transparency: ICalEventTransparency.TRANSPARENT,
  });

/**
 * The schedule as an iCalendar file (RFC 5545): one VEVENT per item, its UID the item's key and
 * the owner's id, so re-importing updates events instead of doubling them. The library folds,
 * escapes and ends lines with CRLF; the stream's last line gets its CRLF here.
 */
export const scheduleCalendar = (schedule: MySchedule, ownerId: string, stamp: Date): string => {
  const calendar = ical({ name: 'My Schedule', prodId: { company: 'hs-safety', product: 'my-schedule' } });
  for (const item of schedule.items) {
    const uid = `${item.key}-${ownerId}@${UID_DOMAIN}`;
    if (item.kind === 'session') addSession(calendar, uid, stamp, item);
    else addDue(calendar, uid, stamp, item);
  }
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
};
