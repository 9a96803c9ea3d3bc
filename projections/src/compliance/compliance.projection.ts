import type pg from 'pg';
import type {
  EmployeeEvent,
  EmployeeRegistered,
  TrainingAssigned,
  TrainingCompleted,
  TrainingEvent,
} from '@hs/domain';
import type { Projection, StoredEvent } from '@hs/infra';

/**
 * What training compliance is computed from: active employees, their assigned trainings with due
 * dates, and completions. It joins several streams (employees, assignments, trainings), so it
 * stays on the ordered log. The rate itself depends on "today" and is computed when read.
 */
export const complianceProjection: Projection = {
  name: 'compliance',
  version: 1,
  handles: (e) =>
    e.type.startsWith('Employee') || e.type === 'TrainingAssigned' || e.type === 'TrainingCompleted',
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
      const data = registered.map((e) => e.data as EmployeeRegistered['data']);
      await client.query(
        `INSERT INTO compliance_employees (employee_id, department, active)
         SELECT id, department, true FROM unnest($1::uuid[], $2::text[]) AS e(id, department) ON CONFLICT DO NOTHING`,
        [data.map((d) => d.employeeId), data.map((d) => d.department)],
      );
    }
    // Assignments and completions meet in both tables: runs of one kind, in log order.
    let run: StoredEvent[] = [];
    const flush = async () => {
      if (run[0]?.type === 'TrainingAssigned') await insertAssignments(client, run);
      else if (run[0]?.type === 'TrainingCompleted') await recordCompletions(client, run);
      run = [];
    };
    for (const stored of events) {
      const event = { type: stored.type, data: stored.data } as
        EmployeeEvent | TrainingEvent | TrainingAssigned;
      const employeeId = stored.streamId.startsWith('employee-')
        ? stored.streamId.slice('employee-'.length)
        : null;
      switch (event.type) {
        case 'EmployeeProfileChanged':
          if (event.data.changes.department) {
            await client.query('UPDATE compliance_employees SET department = $2 WHERE employee_id = $1', [
              employeeId,
              event.data.changes.department,
            ]);
          }
          break;
        case 'EmployeeDeactivated':
        case 'EmployeeReactivated':
          await client.query('UPDATE compliance_employees SET active = $2 WHERE employee_id = $1', [
            employeeId,
            event.type === 'EmployeeReactivated',
          ]);
          break;
        case 'TrainingAssigned':
        case 'TrainingCompleted':
          if (run.length > 0 && run[0]!.type !== event.type) await flush();
          run.push(stored);
          break;
      }
    }
    await flush();
  },
};

/** Assignments, each starting with the completion already recorded for it, if any. */
const insertAssignments = async (client: pg.ClientBase, run: readonly StoredEvent[]) => {
  const data = run.map((e) => e.data as TrainingAssigned['data']);
  await client.query(
    `INSERT INTO compliance_assignments (assignment_id, employee_id, training_id, due_date, completed_on)
     SELECT a.id, a.employee_id, a.training_id, a.due_date, c.completed_on
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[]) AS a(id, employee_id, training_id, due_date)
       LEFT JOIN compliance_completions c ON c.employee_id = a.employee_id AND c.training_id = a.training_id
     ON CONFLICT (assignment_id) DO NOTHING`,
    [
      data.map((d) => d.assignmentId),
      data.map((d) => d.employeeId),
      data.map((d) => d.trainingId),
      data.map((d) => d.dueDate),
    ],
  );
};

/**
 * Completions: the last one per person and training is kept, as one by one; an open assignment
 * takes the first one (one by one, the later ones would find it completed already).
 */
const recordCompletions = async (client: pg.ClientBase, run: readonly StoredEvent[]) => {
  const rows = run.map((e) => ({
    employeeId: (e.data as TrainingCompleted['data']).userId,
    trainingId: e.streamId.slice('training-'.length),
    completedOn: (e.data as TrainingCompleted['data']).completedOn,
  }));
  const last = [...new Map(rows.map((r) => [`${r.employeeId}:${r.trainingId}`, r])).values()];
  const first = [...new Map(rows.toReversed().map((r) => [`${r.employeeId}:${r.trainingId}`, r])).values()];
  await client.query(
    `INSERT INTO compliance_completions (employee_id, training_id, completed_on)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::date[])
     ON CONFLICT (employee_id, training_id) DO UPDATE SET completed_on = EXCLUDED.completed_on`,
    [last.map((r) => r.employeeId), last.map((r) => r.trainingId), last.map((r) => r.completedOn)],
  );
  await client.query(
    `UPDATE compliance_assignments a SET completed_on = c.completed_on
       FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS c(employee_id, training_id, completed_on)
      WHERE a.employee_id = c.employee_id AND a.training_id = c.training_id AND a.completed_on IS NULL`,
    [first.map((r) => r.employeeId), first.map((r) => r.trainingId), first.map((r) => r.completedOn)],
  );
};
