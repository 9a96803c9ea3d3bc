import type { EmployeeEvent } from '@hs/domain';
import type { Projection } from '@hs/infra';

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
    for (const stored of events) {
      if (!stored.streamId.startsWith('employee-')) continue;
      const event = { type: stored.type, data: stored.data } as EmployeeEvent;
      const id = stored.streamId.slice('employee-'.length);
      const guard = [id, stored.streamVersion];
      switch (event.type) {
        case 'EmployeeRegistered': {
          const d = event.data;
          await client.query(
            `INSERT INTO employees (id, username, first_name, last_name, email, company, department, position, work_location,
                                    role, is_active, registered_at, version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $12) ON CONFLICT (id) DO NOTHING`,
            [
              id,
              d.username,
              d.firstName,
              d.lastName,
              d.email,
              d.company,
              d.department,
              d.position,
              d.workLocation,
              d.role,
              d.registeredAt,
              stored.streamVersion,
            ],
          );
          break;
        }
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
          await client.query('UPDATE employees SET version = $2 WHERE id = $1 AND version < $2', guard);
          break;
      }
    }
  },
};
