import type pg from 'pg';
import type { EmployeeEvent } from '@hs/domain';
import { projectionOf, type Stored } from '../typed-projection.ts';

/**
 * The `employees` read model: one row per employee for the employee list and the signed-in
 * user's profile. Updates only apply to rows older than the event (idempotent on replay).
 */
export const employeesProjection = projectionOf({
  name: 'employees',
  // 2: who each person reports to and their home establishment.
  version: 2,
  events: {
    EmployeeRegistered: true,
    EmployeeProfileChanged: true,
    EmployeeRoleChanged: true,
    EmployeeDeactivated: true,
    EmployeeReactivated: true,
    EmployeePasswordSet: true,
    EmployeeTemporaryPasswordIssued: true,
    EmployeePasswordChanged: true,
  } satisfies Record<EmployeeEvent['type'], true>,
  follows: (e) => e.streamId.startsWith('employee-'),
  perStream: true,
  tables: [
    {
      name: 'employees',
      ddl: `CREATE TABLE employees (
        id            uuid PRIMARY KEY,
        username      text NOT NULL UNIQUE,
        first_name    text NOT NULL,
        last_name     text NOT NULL,
        email         text NOT NULL,
        company       text NOT NULL,
        department    text NOT NULL,
        position      text,
        work_location text,
        supervisor_id uuid,
        home_establishment_id uuid,
        role          text NOT NULL,
        is_active     boolean NOT NULL,
        registered_at timestamptz NOT NULL,
        version       bigint NOT NULL
      );
      CREATE INDEX employees_by_name ON employees (last_name, first_name);
      CREATE INDEX employees_supervisors ON employees (lower(trim(department))) WHERE role = 'supervisor';`,
    },
  ],
  async apply(client, ofEmployees) {
    // A registration is its stream's first event: all of them first, in one statement.
    await insertEmployees(
      client,
      ofEmployees.filter((e) => e.type === 'EmployeeRegistered'),
    );
    // Every update below applies only above the row's version as it stood before the batch, and
    // leaves the version alone: the stream's versions rise in log order, so each event meets the
    // check it would have met one by one, and the version moves once, last, to the newest.
    const later = ofEmployees.filter((e) => e.type !== 'EmployeeRegistered');
    const profileChanges = later.filter((e) => e.type === 'EmployeeProfileChanged');
    const changesPer = new Map<string, number>();
    for (const e of profileChanges) changesPer.set(e.streamId, (changesPer.get(e.streamId) ?? 0) + 1);
    // A person's only change of the batch goes with the others'; several go one by one, in order.
    await changeProfiles(
      client,
      profileChanges.filter((e) => changesPer.get(e.streamId) === 1),
    );
    for (const stored of later) {
      const guard = [stored.streamId.slice('employee-'.length), stored.streamVersion];
      switch (stored.type) {
        case 'EmployeeProfileChanged':
          if (changesPer.get(stored.streamId)! > 1) await changeProfiles(client, [stored]);
          break;
        case 'EmployeeRoleChanged':
          await client.query('UPDATE employees SET role = $3 WHERE id = $1 AND version < $2', [
            ...guard,
            stored.data.to,
          ]);
          break;
        case 'EmployeeDeactivated':
        case 'EmployeeReactivated':
          await client.query('UPDATE employees SET is_active = $3 WHERE id = $1 AND version < $2', [
            ...guard,
            stored.type === 'EmployeeReactivated',
          ]);
          break;
      }
    }
    if (later.length > 0)
      await client.query(
        `UPDATE employees e SET version = b.version
           FROM (SELECT id, max(version) AS version FROM unnest($1::uuid[], $2::bigint[]) AS b(id, version) GROUP BY id) b
          WHERE e.id = b.id AND e.version < b.version`,
        [later.map((e) => e.streamId.slice('employee-'.length)), later.map((e) => e.streamVersion)],
      );
  },
});

/** Profile changes of distinct people, each setting only the fields it names. */
const changeProfiles = async (client: pg.ClientBase, events: readonly Stored<'EmployeeProfileChanged'>[]) => {
  if (events.length === 0) return;
  const changes = events.map((e) => e.data.changes);
  await client.query(
    `UPDATE employees e SET first_name = coalesce(c.first_name, e.first_name),
            last_name = coalesce(c.last_name, e.last_name), email = coalesce(c.email, e.email),
            company = coalesce(c.company, e.company), department = coalesce(c.department, e.department),
            position = CASE WHEN c.has_position THEN c.position ELSE e.position END,
            work_location = CASE WHEN c.has_work_location THEN c.work_location ELSE e.work_location END,
            supervisor_id = CASE WHEN c.has_supervisor THEN c.supervisor_id ELSE e.supervisor_id END,
            home_establishment_id = CASE WHEN c.has_establishment THEN c.establishment_id
                                         ELSE e.home_establishment_id END
       FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::boolean[], $9::text[], $10::boolean[], $11::text[], $12::boolean[], $13::uuid[],
                   $14::boolean[], $15::uuid[])
              AS c(id, version, first_name, last_name, email, company, department, has_position, position,
                   has_work_location, work_location, has_supervisor, supervisor_id, has_establishment,
                   establishment_id)
      WHERE e.id = c.id AND e.version < c.version`,
    [
      events.map((e) => e.streamId.slice('employee-'.length)),
      events.map((e) => e.streamVersion),
      changes.map((c) => c.firstName ?? null),
      changes.map((c) => c.lastName ?? null),
      changes.map((c) => c.email ?? null),
      changes.map((c) => c.company ?? null),
      changes.map((c) => c.department ?? null),
      changes.map((c) => 'position' in c),
      changes.map((c) => c.position ?? null),
      changes.map((c) => 'workLocation' in c),
      changes.map((c) => c.workLocation ?? null),
      changes.map((c) => 'supervisorId' in c),
      changes.map((c) => c.supervisorId ?? null),
      changes.map((c) => 'homeEstablishmentId' in c),
      changes.map((c) => c.homeEstablishmentId ?? null),
    ],
  );
};

const insertEmployees = async (
  client: pg.ClientBase,
  registered: readonly Stored<'EmployeeRegistered'>[],
) => {
  if (registered.length === 0) return;
  const rows = registered.map((e) => ({
    id: e.streamId.slice('employee-'.length),
    version: e.streamVersion,
    d: e.data,
  }));
  await client.query(
    `INSERT INTO employees (id, username, first_name, last_name, email, company, department, position, work_location,
                            role, is_active, registered_at, version, supervisor_id, home_establishment_id)
     SELECT id, username, first_name, last_name, email, company, department, position, work_location, role, true,
            registered_at, version, supervisor_id, home_establishment_id
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::text[], $11::timestamptz[], $12::bigint[], $13::uuid[], $14::uuid[])
              AS r(id, username, first_name, last_name, email, company, department, position, work_location, role,
                   registered_at, version, supervisor_id, home_establishment_id)
     ON CONFLICT (id) DO NOTHING`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.d.username),
      rows.map((r) => r.d.firstName),
      rows.map((r) => r.d.lastName),
      rows.map((r) => r.d.email),
      rows.map((r) => r.d.company),
      rows.map((r) => r.d.department),
      rows.map((r) => r.d.position),
      rows.map((r) => r.d.workLocation),
      rows.map((r) => r.d.role),
      rows.map((r) => r.d.registeredAt),
      rows.map((r) => r.version),
      rows.map((r) => r.d.supervisorId ?? null),
      rows.map((r) => r.d.homeEstablishmentId ?? null),
    ],
  );
};
