import type pg from 'pg';
import type { Person, RuleContext } from './rule.ts';

/** The read models the context reads: the reactor handles an event only once they have applied it. */
export const CONTEXT_READ_MODELS = ['employees', 'establishments'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in events are text; a lookup of one that is no uuid (an old or foreign id) finds nobody. */
export const isUuid = (id: string | null | undefined): id is string =>
  typeof id === 'string' && UUID.test(id);

const PERSON_COLUMNS = `id, btrim(first_name || ' ' || last_name) AS name, email, role, department,
  supervisor_id, is_active`;

type PersonRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  department: string;
  supervisor_id: string | null;
  is_active: boolean;
};

const toPerson = (row: PersonRow): Person => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  department: row.department,
  supervisorId: row.supervisor_id,
  isActive: row.is_active,
});

/**
 * The lookups of the notification rules over the read models (employees, establishments), on the
 * caller's connection so they see what its transaction sees. Used by the reactor for events and
 * by the timer loop for deadlines. People are cached for the context's life (one event or timer).
 */
export const createRuleContext = (
  client: pg.ClientBase,
  options: { timeZone: string; now: Date },
): RuleContext => {
  const people = new Map<string, Promise<Person | null>>();
  const person = (id: string): Promise<Person | null> => {
    if (!isUuid(id)) return Promise.resolve(null);
    const known = people.get(id);
    if (known) return known;
    const found = client
      .query<PersonRow>(`SELECT ${PERSON_COLUMNS} FROM employees WHERE id = $1`, [id])
      .then(({ rows }) => (rows[0] ? toPerson(rows[0]) : null));
    people.set(id, found);
    return found;
  };
  return {
    client,
    now: options.now,
    person,
    async supervisorOf(id) {
      const employee = await person(id);
      return employee?.supervisorId ? person(employee.supervisorId) : null;
    },
    async withRoles(roles) {
      if (roles.length === 0) return [];
      const { rows } = await client.query<PersonRow>(
        `SELECT ${PERSON_COLUMNS} FROM employees WHERE is_active AND role = ANY($1) ORDER BY id`,
        [roles],
      );
      return rows.map(toPerson);
    },
    async timeZoneOf(establishmentId) {
      if (!isUuid(establishmentId)) return options.timeZone;
      const { rows } = await client.query<{ time_zone: string }>(
        'SELECT time_zone FROM establishments WHERE id = $1',
        [establishmentId],
      );
      return rows[0]?.time_zone ?? options.timeZone;
    },
  };
};
