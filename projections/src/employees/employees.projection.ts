import type pg from 'pg';
import type { EmployeeEvent, EmployeeRegistered } from '@hs/domain';
import type { Projection, StoredEvent } from '@hs/infra';

/**
 * The `employees` read model: one row per employee for the employee list and the signed-in
 * user's profile. Updates only apply to rows older than the event (idempotent on replay).
 */
export const employeesProjection: Projection = {
  name: 'employees',
  version: 1,
  handles: (e) => e.type.startsWith('Employee'),
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
        role          text NOT NULL,
        is_active     boolean NOT NULL,
        registered_at timestamptz NOT NULL,
        version       bigint NOT NULL
      );
      CREATE INDEX employees_by_name ON employees (last_name, first_name);`,
    },
  ],
  async apply(client, events) {
    const ofEmployees = events.filter((e) => e.streamId.startsWith('employee-'));
    // A registration is its stream's first event: all of them first, in one statement.
    await insertEmployees(
      client,
      ofEmployees.filter((e) => e.type === 'EmployeeRegistered'),
    );
    const bumps = new Map<string, number>();
    for (const stored of ofEmployees) {
      const event = { type: stored.type, data: stored.data } as EmployeeEvent;
      const id = stored.streamId.slice('employee-'.length);
      const guard = [id, stored.streamVersion];
      switch (event.type) {
        case 'EmployeeProfileChanged': {
          const c = event.data.changes;
          await client.query(
            `UPDATE employees SET first_name = coalesce($3, first_name), last_name = coalesce($4, last_name),
               email = coalesce($5, email), company = coalesce($6, company), department = coalesce($7, department),
               position = CASE WHEN $8::boolean THEN $9 ELSE position END,
               work_location = CASE WHEN $10::boolean THEN $11 ELSE work_location END, version = $2
             WHERE id = $1 AND version < $2`,
            [
              ...guard,
              c.firstName,
              c.lastName,
              c.email,
              c.company,
              c.department,
              'position' in c,
              c.position ?? null,
              'workLocation' in c,
              c.workLocation ?? null,
            ],
          );
          break;
        }
        case 'EmployeeRoleChanged':
          await client.query('UPDATE employees SET role = $3, version = $2 WHERE id = $1 AND version < $2', [
            ...guard,
            event.data.to,
          ]);
          break;
        case 'EmployeeDeactivated':
        case 'EmployeeReactivated':
          await client.query(
            'UPDATE employees SET is_active = $3, version = $2 WHERE id = $1 AND version < $2',
            [...guard, event.type === 'EmployeeReactivated'],
          );
          break;
        case 'EmployeePasswordSet':
        case 'EmployeeTemporaryPasswordIssued':
        case 'EmployeePasswordChanged':
          bumps.set(id, stored.streamVersion);
          break;
      }
    }
    // Events that move only the version: each update above applies only above the row's version
    // and the stream's versions rise in log order, so moving it last to the newest changes nothing.
    if (bumps.size > 0)
      await client.query(
        `UPDATE employees e SET version = b.version FROM unnest($1::uuid[], $2::bigint[]) AS b(id, version)
          WHERE e.id = b.id AND e.version < b.version`,
        [[...bumps.keys()], [...bumps.values()]],
      );
  },
};

const insertEmployees = async (client: pg.ClientBase, registered: readonly StoredEvent[]) => {
  if (registered.length === 0) return;
  const rows = registered.map((e) => ({
    id: e.streamId.slice('employee-'.length),
    version: e.streamVersion,
    d: e.data as EmployeeRegistered['data'],
  }));
  await client.query(
    `INSERT INTO employees (id, username, first_name, last_name, email, company, department, position, work_location,
                            role, is_active, registered_at, version)
     SELECT id, username, first_name, last_name, email, company, department, position, work_location, role, true,
            registered_at, version
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::text[], $11::timestamptz[], $12::bigint[])
              AS r(id, username, first_name, last_name, email, company, department, position, work_location, role,
                   registered_at, version)
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
    ],
  );
};
