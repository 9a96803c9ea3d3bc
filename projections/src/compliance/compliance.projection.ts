import type { EmployeeEvent, TrainingEvent, TrainingAssigned } from '@hs/domain';
import type { Projection } from '@hs/infra';

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
    for (const stored of events) {
      const event = { type: stored.type, data: stored.data } as
        EmployeeEvent | TrainingEvent | TrainingAssigned;
      const employeeId = stored.streamId.startsWith('employee-')
        ? stored.streamId.slice('employee-'.length)
        : null;
      switch (event.type) {
        case 'EmployeeRegistered':
          await client.query(
            `INSERT INTO compliance_employees (employee_id, department, active) VALUES ($1, $2, true) ON CONFLICT DO NOTHING`,
            [event.data.employeeId, event.data.department],
          );
          break;
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
          await client.query(
            `INSERT INTO compliance_assignments (assignment_id, employee_id, training_id, due_date, completed_on)
             SELECT $1, $2, $3, $4, (SELECT completed_on FROM compliance_completions WHERE employee_id = $2 AND training_id = $3)
             ON CONFLICT (assignment_id) DO NOTHING`,
            [event.data.assignmentId, event.data.employeeId, event.data.trainingId, event.data.dueDate],
          );
          break;
        case 'TrainingCompleted': {
          const trainingId = stored.streamId.slice('training-'.length);
          await client.query(
            `INSERT INTO compliance_completions (employee_id, training_id, completed_on) VALUES ($1, $2, $3)
             ON CONFLICT (employee_id, training_id) DO UPDATE SET completed_on = EXCLUDED.completed_on`,
            [event.data.userId, trainingId, event.data.completedOn],
          );
          await client.query(
            `UPDATE compliance_assignments SET completed_on = $3 WHERE employee_id = $1 AND training_id = $2 AND completed_on IS NULL`,
            [event.data.userId, trainingId, event.data.completedOn],
          );
          break;
        }
      }
    }
  },
};
