import type pg from 'pg';
import type {
  AssignmentEvent,
  TaskEvent,
  TaskStatusChanged,
  TrainingAssigned,
  TrainingCompleted,
} from '@hs/domain';
import type { Projection, StoredEvent } from '@hs/infra';

/**
 * Work handed out to employees: tasks, training and document assignments, file requirements.
 * "Overdue" is not stored: it depends on today's date and is derived when read.
 */
export const workProjection: Projection = {
  name: 'work',
  // Completions come from training streams and update assignment rows: it joins streams, so it
  // stays on the ordered log.
  version: 2,
  handles: (e) =>
    e.type.startsWith('Task') ||
    e.type === 'TrainingAssigned' ||
    e.type === 'TrainingCompleted' ||
    e.type === 'DocumentAssigned' ||
    e.type === 'EmployeeFileRequired',
  tables: [
    {
      name: 'employee_tasks',
      ddl: `CREATE TABLE employee_tasks (
        id uuid PRIMARY KEY, employee_id uuid NOT NULL, title text NOT NULL, description text NOT NULL,
        task_type text NOT NULL, priority text NOT NULL, due_date date, status text NOT NULL,
        assigned_by uuid, assigned_by_name text, created_at timestamptz NOT NULL, completed_at timestamptz,
        version bigint NOT NULL
      );
      CREATE INDEX employee_tasks_by_employee ON employee_tasks (employee_id, created_at DESC);`,
    },
    {
      name: 'training_assignments',
      ddl: `CREATE TABLE training_assignments (
        id uuid PRIMARY KEY, employee_id uuid NOT NULL, training_id uuid NOT NULL, training_title text NOT NULL,
        due_date date NOT NULL, notes text, status text NOT NULL, assigned_by uuid, assigned_at timestamptz NOT NULL,
        completed_at timestamptz, version bigint NOT NULL
      );
      CREATE INDEX training_assignments_by_employee ON training_assignments (employee_id, due_date);`,
    },
    {
      // Completions seen so far, so an assignment made after its training was completed starts completed.
      name: 'work_training_completions',
      ddl: `CREATE TABLE work_training_completions (
        employee_id uuid NOT NULL, training_id uuid NOT NULL, completed_on date NOT NULL, PRIMARY KEY (employee_id, training_id)
      );`,
    },
    {
      name: 'document_assignments',
      ddl: `CREATE TABLE document_assignments (
        id uuid PRIMARY KEY, employee_id uuid NOT NULL, document_id uuid NOT NULL, document_name text NOT NULL,
        action text NOT NULL, due_date date NOT NULL, instructions text, status text NOT NULL,
        assigned_by uuid, assigned_at timestamptz NOT NULL, version bigint NOT NULL
      );
      CREATE INDEX document_assignments_by_employee ON document_assignments (employee_id, due_date);`,
    },
    {
      name: 'employee_files',
      ddl: `CREATE TABLE employee_files (
        id uuid PRIMARY KEY, employee_id uuid NOT NULL, file_name text NOT NULL, file_type text NOT NULL,
        description text, due_date date, is_required boolean NOT NULL, created_by uuid, created_at timestamptz NOT NULL,
        version bigint NOT NULL
      );
      CREATE INDEX employee_files_by_employee ON employee_files (employee_id, created_at DESC);`,
    },
  ],
  async apply(client, events) {
    // Training assignments and completions meet in two tables: runs of one kind, in log order.
    // Everything else touches only its own row; a task's status goes last, after its creation.
    let run: StoredEvent[] = [];
    const flush = async () => {
      if (run[0]?.type === 'TrainingAssigned') await insertTrainingAssignments(client, run);
      else if (run[0]?.type === 'TrainingCompleted') await recordCompletions(client, run);
      run = [];
    };
    const statuses = new Map<string, StoredEvent>();
    for (const stored of events) {
      const event = { type: stored.type, data: stored.data } as
        TaskEvent | AssignmentEvent | TrainingCompleted;
      const v = stored.streamVersion;
      switch (event.type) {
        case 'TaskAssigned': {
          const d = event.data;
          await client.query(
            `INSERT INTO employee_tasks (id, employee_id, title, description, task_type, priority, due_date, status,
                                         assigned_by, assigned_by_name, created_at, version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'assigned', $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
            [
              d.taskId,
              d.employeeId,
              d.title,
              d.description,
              d.taskType,
              d.priority,
              d.dueDate,
              d.assignedBy,
              d.assignedByName,
              d.assignedAt,
              v,
            ],
          );
          break;
        }
        case 'TaskStatusChanged':
          statuses.set(stored.streamId, stored);
          break;
        case 'TrainingCompleted':
        case 'TrainingAssigned':
          if (run.length > 0 && run[0]!.type !== event.type) await flush();
          run.push(stored);
          break;
        case 'DocumentAssigned': {
          const d = event.data;
          await client.query(
            `INSERT INTO document_assignments (id, employee_id, document_id, document_name, action, due_date, instructions,
                                               status, assigned_by, assigned_at, version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'assigned', $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
            [
              d.assignmentId,
              d.employeeId,
              d.documentId,
              d.documentName,
              d.action,
              d.dueDate,
              d.instructions,
              d.assignedBy,
              d.assignedAt,
              v,
            ],
          );
          break;
        }
        case 'EmployeeFileRequired': {
          const d = event.data;
          await client.query(
            `INSERT INTO employee_files (id, employee_id, file_name, file_type, description, due_date, is_required, created_by,
                                         created_at, version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
            [
              d.requirementId,
              d.employeeId,
              d.fileName,
              d.fileType,
              d.description,
              d.dueDate,
              d.isRequired,
              d.assignedBy,
              d.assignedAt,
              v,
            ],
          );
          break;
        }
      }
    }
    await flush();
    await changeTaskStatuses(client, [...statuses.values()]);
  },
};

/**
 * One by one, a status change applies only above the row's version and sets every column it
 * touches: the newest change of each task in the batch leaves the row as all of them would.
 */
const changeTaskStatuses = async (client: pg.ClientBase, last: readonly StoredEvent[]) => {
  if (last.length === 0) return;
  const data = last.map((e) => e.data as TaskStatusChanged['data']);
  await client.query(
    `UPDATE employee_tasks t SET status = c.status,
            completed_at = CASE WHEN c.status = 'completed' THEN c.changed_at END, version = c.version
       FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::timestamptz[]) AS c(id, version, status, changed_at)
      WHERE t.id = c.id AND t.version < c.version`,
    [
      last.map((e) => e.streamId.slice('task-'.length)),
      last.map((e) => e.streamVersion),
      data.map((d) => d.to),
      data.map((d) => d.changedAt),
    ],
  );
};

/** Assignments, each starting completed when its training was completed already. */
const insertTrainingAssignments = async (client: pg.ClientBase, run: readonly StoredEvent[]) => {
  const data = run.map((e) => e.data as TrainingAssigned['data']);
  await client.query(
    `INSERT INTO training_assignments (id, employee_id, training_id, training_title, due_date, notes, status,
                                       assigned_by, assigned_at, version, completed_at)
     SELECT a.id, a.employee_id, a.training_id, a.training_title, a.due_date, a.notes,
            CASE WHEN c.completed_on IS NULL THEN 'assigned' ELSE 'completed' END, a.assigned_by, a.assigned_at,
            a.version, c.completed_on
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::date[], $6::text[], $7::uuid[],
                   $8::timestamptz[], $9::bigint[])
              AS a(id, employee_id, training_id, training_title, due_date, notes, assigned_by, assigned_at, version)
       LEFT JOIN work_training_completions c ON c.employee_id = a.employee_id AND c.training_id = a.training_id
     ON CONFLICT (id) DO NOTHING`,
    [
      data.map((d) => d.assignmentId),
      data.map((d) => d.employeeId),
      data.map((d) => d.trainingId),
      data.map((d) => d.trainingTitle),
      data.map((d) => d.dueDate),
      data.map((d) => d.notes),
      data.map((d) => d.assignedBy),
      data.map((d) => d.assignedAt),
      run.map((e) => e.streamVersion),
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
    `INSERT INTO work_training_completions (employee_id, training_id, completed_on)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::date[])
     ON CONFLICT (employee_id, training_id) DO UPDATE SET completed_on = EXCLUDED.completed_on`,
    [last.map((r) => r.employeeId), last.map((r) => r.trainingId), last.map((r) => r.completedOn)],
  );
  await client.query(
    `UPDATE training_assignments a SET status = 'completed', completed_at = c.completed_on
       FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS c(employee_id, training_id, completed_on)
      WHERE a.employee_id = c.employee_id AND a.training_id = c.training_id AND a.status <> 'completed'`,
    [first.map((r) => r.employeeId), first.map((r) => r.trainingId), first.map((r) => r.completedOn)],
  );
};
