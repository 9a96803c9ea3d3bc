import type pg from 'pg';
import type { DocumentAssigned, EmployeeFileRequired, TaskAssigned, TaskStatusChanged } from '@hs/domain';
import type { Projection, StoredEvent } from '@hs/infra';
import { columnsOf, placeAssignments } from './assignments-and-completions.ts';

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
    // Tasks, document assignments and file requirements each touch only their own row, a task's
    // status after its creation; training assignments and completions meet in two tables
    // (placeAssignments). Each kind is one statement for the whole batch.
    const ofType = (type: string) => events.filter((e) => e.type === type);
    await insertTasks(client, ofType('TaskAssigned'));
    await insertDocumentAssignments(client, ofType('DocumentAssigned'));
    await insertFileRequirements(client, ofType('EmployeeFileRequired'));
    const newestStatus = new Map(ofType('TaskStatusChanged').map((e) => [e.streamId, e]));
    await changeTaskStatuses(client, [...newestStatus.values()]);
    await assignAndComplete(client, placeAssignments(events));
  },
};

const insertTasks = async (client: pg.ClientBase, events: readonly StoredEvent[]) => {
  if (events.length === 0) return;
  const data = events.map((e) => e.data as TaskAssigned['data']);
  await client.query(
    `INSERT INTO employee_tasks (id, employee_id, title, description, task_type, priority, due_date, status,
                                 assigned_by, assigned_by_name, created_at, version)
     SELECT id, employee_id, title, description, task_type, priority, due_date, 'assigned', assigned_by,
            assigned_by_name, created_at, version
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::date[], $8::uuid[],
                   $9::text[], $10::timestamptz[], $11::bigint[])
              AS t(id, employee_id, title, description, task_type, priority, due_date, assigned_by,
                   assigned_by_name, created_at, version)
     ON CONFLICT (id) DO NOTHING`,
    [
      data.map((d) => d.taskId),
      data.map((d) => d.employeeId),
      data.map((d) => d.title),
      data.map((d) => d.description),
      data.map((d) => d.taskType),
      data.map((d) => d.priority),
      data.map((d) => d.dueDate),
      data.map((d) => d.assignedBy),
      data.map((d) => d.assignedByName),
      data.map((d) => d.assignedAt),
      events.map((e) => e.streamVersion),
    ],
  );
};

const insertDocumentAssignments = async (client: pg.ClientBase, events: readonly StoredEvent[]) => {
  if (events.length === 0) return;
  const data = events.map((e) => e.data as DocumentAssigned['data']);
  await client.query(
    `INSERT INTO document_assignments (id, employee_id, document_id, document_name, action, due_date, instructions,
                                       status, assigned_by, assigned_at, version)
     SELECT id, employee_id, document_id, document_name, action, due_date, instructions, 'assigned', assigned_by,
            assigned_at, version
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::date[], $7::text[], $8::uuid[],
                   $9::timestamptz[], $10::bigint[])
              AS a(id, employee_id, document_id, document_name, action, due_date, instructions, assigned_by,
                   assigned_at, version)
     ON CONFLICT (id) DO NOTHING`,
    [
      data.map((d) => d.assignmentId),
      data.map((d) => d.employeeId),
      data.map((d) => d.documentId),
      data.map((d) => d.documentName),
      data.map((d) => d.action),
      data.map((d) => d.dueDate),
      data.map((d) => d.instructions),
      data.map((d) => d.assignedBy),
      data.map((d) => d.assignedAt),
      events.map((e) => e.streamVersion),
    ],
  );
};

const insertFileRequirements = async (client: pg.ClientBase, events: readonly StoredEvent[]) => {
  if (events.length === 0) return;
  const data = events.map((e) => e.data as EmployeeFileRequired['data']);
  await client.query(
    `INSERT INTO employee_files (id, employee_id, file_name, file_type, description, due_date, is_required, created_by,
                                 created_at, version)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::date[], $7::boolean[],
                          $8::uuid[], $9::timestamptz[], $10::bigint[])
     ON CONFLICT (id) DO NOTHING`,
    [
      data.map((d) => d.requirementId),
      data.map((d) => d.employeeId),
      data.map((d) => d.fileName),
      data.map((d) => d.fileType),
      data.map((d) => d.description),
      data.map((d) => d.dueDate),
      data.map((d) => d.isRequired),
      data.map((d) => d.assignedBy),
      data.map((d) => d.assignedAt),
      events.map((e) => e.streamVersion),
    ],
  );
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

/** The batch's assignments and completions in three statements (placeAssignments). */
const assignAndComplete = async (client: pg.ClientBase, placed: ReturnType<typeof placeAssignments>) => {
  const { assignments, firstCompletions, lastCompletions } = placed;
  if (firstCompletions.length > 0)
    await client.query(
      `UPDATE training_assignments a SET status = 'completed', completed_at = c.completed_on
         FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS c(employee_id, training_id, completed_on)
        WHERE a.employee_id = c.employee_id AND a.training_id = c.training_id AND a.status <> 'completed'`,
      columnsOf(firstCompletions),
    );
  if (assignments.length > 0)
    await client.query(
      `INSERT INTO training_assignments (id, employee_id, training_id, training_title, due_date, notes, status,
                                         assigned_by, assigned_at, version, completed_at)
       SELECT a.id, a.employee_id, a.training_id, a.training_title, a.due_date, a.notes,
              CASE WHEN coalesce(a.before, c.completed_on, a.after) IS NULL THEN 'assigned' ELSE 'completed' END,
              a.assigned_by, a.assigned_at, a.version, coalesce(a.before, c.completed_on, a.after)
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::date[], $6::text[], $7::uuid[],
                     $8::timestamptz[], $9::bigint[], $10::date[], $11::date[])
                AS a(id, employee_id, training_id, training_title, due_date, notes, assigned_by, assigned_at, version,
                     before, after)
         LEFT JOIN work_training_completions c ON c.employee_id = a.employee_id AND c.training_id = a.training_id
       ON CONFLICT (id) DO NOTHING`,
      [
        assignments.map((a) => a.data.assignmentId),
        assignments.map((a) => a.data.employeeId),
        assignments.map((a) => a.data.trainingId),
        assignments.map((a) => a.data.trainingTitle),
        assignments.map((a) => a.data.dueDate),
        assignments.map((a) => a.data.notes),
        assignments.map((a) => a.data.assignedBy),
        assignments.map((a) => a.data.assignedAt),
        assignments.map((a) => a.version),
        assignments.map((a) => a.before),
        assignments.map((a) => a.after),
      ],
    );
  if (lastCompletions.length > 0)
    await client.query(
      `INSERT INTO work_training_completions (employee_id, training_id, completed_on)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::date[])
       ON CONFLICT (employee_id, training_id) DO UPDATE SET completed_on = EXCLUDED.completed_on`,
      columnsOf(lastCompletions),
    );
};
