import type pg from 'pg';
import { projectionOf } from '../typed-projection.ts';
import {
  columnsOf,
  placeAssignments,
  placedColumns,
  STORED_COMPLETION,
} from '../work/assignments-and-completions.ts';

/**
 * What training compliance is computed from: active employees, their assigned trainings with due
 * dates, and completions. It joins several streams (employees, assignments, trainings), so it
 * stays on the ordered log. The rate itself depends on "today" and is computed when read.
 */
export const complianceProjection = projectionOf({
  name: 'compliance',
  version: 1,
  events: {
    EmployeeRegistered: true,
    EmployeeProfileChanged: true,
    EmployeeDeactivated: true,
    EmployeeReactivated: true,
    TrainingAssigned: true,
    TrainingCompleted: true,
  },
  tables: [
    {
      name: 'compliance_employees',
      ddl: `CREATE TABLE compliance_employees (employee_id uuid PRIMARY KEY, department text NOT NULL, active boolean NOT NULL);`,
    },
    {
      name: 'compliance_assignments',
      ddl: `CREATE TABLE compliance_assignments (
        assignment_id uuid PRIMARY KEY, employee_id uuid NOT NULL, training_id uuid NOT NULL, due_date date NOT NULL,
        completed_on date
      );
      CREATE INDEX compliance_assignments_open ON compliance_assignments (employee_id) WHERE completed_on IS NULL;`,
    },
    {
      name: 'compliance_completions',
      ddl: `CREATE TABLE compliance_completions (
        employee_id uuid NOT NULL, training_id uuid NOT NULL, completed_on date NOT NULL, PRIMARY KEY (employee_id, training_id)
      );`,
    },
  ],
  async apply(client, events) {
    // Employees first: a registration is its stream's first event and touches only its own row.
    const registered = events.filter((e) => e.type === 'EmployeeRegistered');
    if (registered.length > 0) {
      const data = registered.map((e) => e.data);
      await client.query(
        `INSERT INTO compliance_employees (employee_id, department, active)
         SELECT id, department, true FROM unnest($1::uuid[], $2::text[]) AS e(id, department) ON CONFLICT DO NOTHING`,
        [data.map((d) => d.employeeId), data.map((d) => d.department)],
      );
    }
    // Department and activity are each set whole, without a version: the last change per employee wins.
    const departments = new Map<string, string>();
    const active = new Map<string, boolean>();
    for (const event of events) {
      if (!event.streamId.startsWith('employee-')) continue;
      const employeeId = event.streamId.slice('employee-'.length);
      if (event.type === 'EmployeeProfileChanged' && event.data.changes.department)
        departments.set(employeeId, event.data.changes.department);
      if (event.type === 'EmployeeDeactivated' || event.type === 'EmployeeReactivated')
        active.set(employeeId, event.type === 'EmployeeReactivated');
    }
    if (departments.size > 0)
      await client.query(
        `UPDATE compliance_employees e SET department = c.department
           FROM unnest($1::uuid[], $2::text[]) AS c(id, department) WHERE e.employee_id = c.id`,
        [[...departments.keys()], [...departments.values()]],
      );
    if (active.size > 0)
      await client.query(
        `UPDATE compliance_employees e SET active = c.active
           FROM unnest($1::uuid[], $2::boolean[]) AS c(id, active) WHERE e.employee_id = c.id`,
        [[...active.keys()], [...active.values()]],
      );
    await assignAndComplete(client, placeAssignments(events));
  },
});

/** The batch's assignments and completions in three statements (placeAssignments). */
const assignAndComplete = async (client: pg.ClientBase, placed: ReturnType<typeof placeAssignments>) => {
  const { assignments, firstCompletions, lastCompletions } = placed;
  if (firstCompletions.length > 0)
    await client.query(
      `UPDATE compliance_assignments a SET completed_on = c.completed_on
         FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS c(employee_id, training_id, completed_on)
        WHERE a.employee_id = c.employee_id AND a.training_id = c.training_id AND a.completed_on IS NULL`,
      columnsOf(firstCompletions),
    );
  if (assignments.length > 0)
    await client.query(
      `INSERT INTO compliance_assignments (assignment_id, employee_id, training_id, due_date, completed_on)
       SELECT a.id, a.employee_id, a.training_id, a.due_date, coalesce(a.before, ${STORED_COMPLETION}, a.after)
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::date[], $6::date[], $7::date[])
                AS a(id, employee_id, training_id, due_date, before, after, renews)
         LEFT JOIN compliance_completions c ON c.employee_id = a.employee_id AND c.training_id = a.training_id
       ON CONFLICT (assignment_id) DO NOTHING`,
      [
        assignments.map((a) => a.data.assignmentId),
        assignments.map((a) => a.data.employeeId),
        assignments.map((a) => a.data.trainingId),
        assignments.map((a) => a.data.dueDate),
        ...placedColumns(assignments),
      ],
    );
  if (lastCompletions.length > 0)
    await client.query(
      `INSERT INTO compliance_completions (employee_id, training_id, completed_on)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::date[])
       ON CONFLICT (employee_id, training_id) DO UPDATE SET completed_on = EXCLUDED.completed_on`,
      columnsOf(lastCompletions),
    );
};
