import type { EmployeeProfile } from '@hs/domain';
import { employeeStreamId } from '@hs/domain';
import type { EventStore, SqlRunner } from '@hs/infra/event-store';
import { escapeHtml } from '@hs/infra/http';
import { ERASED } from '@hs/infra/personal-data';

/** Their names and addresses over time, as the records held them (read before the key goes). */
export const namesOf = async (store: EventStore, employeeId: string): Promise<string[]> => {
  const profile: Partial<EmployeeProfile> = {};
  const names = new Set<string>();
  for (const event of await store.readStream(employeeStreamId(employeeId))) {
    const data = event.data as { changes?: Partial<EmployeeProfile> } & Partial<EmployeeProfile>;
    Object.assign(profile, event.type === 'EmployeeProfileChanged' ? data.changes : data);
    if (profile.firstName && profile.lastName) names.add(`${profile.firstName} ${profile.lastName}`);
    if (profile.email) names.add(profile.email);
  }
  return [...names].filter((n) => n.trim().length > 2);
};

/** An erased employee is signed out everywhere, in the erasure's transaction. */
export const endSessionsOf = async (db: SqlRunner, employeeId: string) => {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [employeeId]);
};

type Named = { id: string; name?: string };

/** Longest first, so a full name goes before a part of it; blanks and the erased mark are no names. */
const spellingsOf = (names: Iterable<string>): string[] =>
  [...new Set(names)].filter((n) => n.trim().length > 2 && n !== ERASED).sort((a, b) => b.length - a.length);

const scrub = (text: string, names: readonly string[], encode: (name: string) => string = (n) => n) =>
  names.reduce((out, name) => out.replaceAll(encode(name), ERASED), text);

/**
 * What the person's data left outside the log, in the erasure's transaction. The notifications that
 * name them (named_people holds their id) read "[erased]" where a name of theirs stood, as written
 * there or as their record held it (`recordedNames`), and so do the mails carrying those
 * notifications. Someone else of the same name keeps theirs.
 */
export const eraseOutsideTheLog = async (
  db: SqlRunner,
  subjectId: string,
  recordedNames: readonly string[],
) => {
  const { rows } = await db.query<{ id: string; title: string; body: string; named_people: Named[] }>(
    'SELECT id, title, body, named_people FROM notifications WHERE named_people @> $1::jsonb FOR UPDATE',
    [JSON.stringify([{ id: subjectId }])],
  );
  const everySpelling = new Set(recordedNames);
  for (const row of rows) {
    const written = row.named_people.filter((p) => p.id === subjectId).map((p) => p.name ?? '');
    const names = spellingsOf([...written, ...recordedNames]);
    for (const name of names) everySpelling.add(name);
    await db.query('UPDATE notifications SET title = $2, body = $3, named_people = $4 WHERE id = $1', [
      row.id,
      scrub(row.title, names),
      scrub(row.body, names),
      JSON.stringify(row.named_people.map((p) => (p.id === subjectId ? { id: p.id, name: ERASED } : p))),
    ]);
  }
  const names = spellingsOf(everySpelling);
  const mails = await db.query<{ id: string; subject: string; text_body: string; html_body: string }>(
    `SELECT id, subject, text_body, html_body FROM mail_outbox WHERE notification_ids && $1::uuid[] FOR UPDATE`,
    [rows.map((r) => r.id)],
  );
  for (const mail of mails.rows)
    await db.query('UPDATE mail_outbox SET subject = $2, text_body = $3, html_body = $4 WHERE id = $1', [
      mail.id,
      scrub(mail.subject, names),
      scrub(mail.text_body, names),
      scrub(mail.html_body, names, escapeHtml),
    ]);
};

/** Mails to an erased employee keep their place in the outbox without their address. */
export const eraseMailAddressOf = async (db: SqlRunner, employeeId: string) => {
  await db.query('UPDATE mail_outbox SET to_address = $2 WHERE recipient_id = $1', [employeeId, ERASED]);
};
