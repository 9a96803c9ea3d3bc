import type { StoredEvent } from '@hs/infra/event-store';
import type { NotificationDraft, Person, RuleContext } from '../rule.ts';

/** What every telling of one rule about one subject shares; the recipient is added per person. */
export type Telling = Omit<NotificationDraft, 'recipientId'>;

/** One draft per distinct active person of `people` (unknown ids and deactivated accounts are left out). */
export const tell = (people: readonly (Person | null)[], telling: Telling): NotificationDraft[] => {
  const seen = new Set<string>();
  const drafts: NotificationDraft[] = [];
  for (const person of people) {
    if (!person?.isActive || seen.has(person.id)) continue;
    seen.add(person.id);
    drafts.push({ ...telling, recipientId: person.id });
  }
  return drafts;
};

/** The people of these ids, as the employees read model has them (null: unknown). */
export const peopleOf = (ctx: RuleContext, ids: readonly (string | null | undefined)[]) =>
  Promise.all(ids.filter((id): id is string => typeof id === 'string').map((id) => ctx.person(id)));

/** The id in a stream id (`incident-<id>` gives `<id>`). */
export const streamIdOf = (event: StoredEvent): string =>
  event.streamId.slice(event.streamId.indexOf('-') + 1);

/** Free text a user typed, cut to fit a title line. */
export const short = (text: string, max = 80): string => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
};

/** An instant as people at the place read it: "May 4, 2026, 3:30 PM CDT". */
export const localTime = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(instant) + ` (${timeZone})`;

/** A calendar day (YYYY-MM-DD) as a date people read: "May 4, 2026". */
export const day = (date: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(
    new Date(`${date}T00:00:00Z`),
  );
