import type { EmployeeProfile } from '@hs/domain';
import { employeeStreamId } from '@hs/domain';
import type { EventStore, SqlRunner } from '@hs/infra/event-store';

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

/**
 * What the person's data left outside the log, in the erasure's transaction: notifications and
 * mails already written name them no more. Mails keep their place in the outbox, so what was sent
 * stays countable.
 */
export const eraseOutsideTheLog = async (db: SqlRunner, names: readonly string[]) => {
  for (const name of names) {
    await db.query(
      `UPDATE notifications SET title = replace(title, $1, '[erased]'), body = replace(body, $1, '[erased]')
        WHERE title LIKE '%' || $1 || '%' OR body LIKE '%' || $1 || '%'`,
      [name],
    );
    await db.query(
      `UPDATE mail_outbox SET to_address = replace(to_address, $1, '[erased]'),
              subject = replace(subject, $1, '[erased]'), text_body = replace(text_body, $1, '[erased]'),
              html_body = replace(html_body, $1, '[erased]')
        WHERE to_address LIKE '%' || $1 || '%' OR subject LIKE '%' || $1 || '%'
           OR text_body LIKE '%' || $1 || '%' OR html_body LIKE '%' || $1 || '%'`,
      [name],
    );
  }
};
