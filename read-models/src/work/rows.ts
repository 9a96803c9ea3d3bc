import type pg from 'pg';
import type { StoredEvent } from '@hs/infra/event-store';
import type { Stored } from '../typed-projection.ts';
import {
  columnsOf,
  placedColumns,
  STORED_COMPLETION,
  type placeAssignments,
} from './assignments-and-completions.ts';

/** Each stream's newest event of the batch: a later one sets every column an earlier one set. */
export const newestPerStream = <E extends StoredEvent>(events: readonly E[]): E[] => {
  const newest = new Map<string, E>();
  for (const e of events) {
    const known = newest.get(e.streamId);
    if (!known || e.streamVersion > known.streamVersion) newest.set(e.streamId, e);
  }
  return [...newest.values()];
};

export const insertTasks = async (client: pg.ClientBase, assigned: readonly Stored<'TaskAssigned'>[]) => {
  if (assigned.length === 0) return;
  const data = assigned.map((e) => e.data);
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
      assigned.map((e) => e.streamVersion),
    ],
  );
};

/** The newest status change of each task (`newestPerStream`), applied only above the row's version. */
export const changeTaskStatuses = async (
  client: pg.ClientBase,
  changes: readonly Stored<'TaskStatusChanged'>[],
) => {
  if (changes.length === 0) return;
  const data = changes.map((e) => e.data);
  await client.query(
    `UPDATE employee_tasks t SET status = c.status,
            completed_at = CASE WHEN c.status = 'completed' THEN c.changed_at END, note = c.note, version = c.version
       FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::timestamptz[], $5::text[])
              AS c(id, version, status, changed_at, note)
      WHERE t.id = c.id AND t.version < c.version`,
    [
      changes.map((e) => e.streamId.slice('task-'.length)),
      changes.map((e) => e.streamVersion),
      data.map((d) => d.to),
      data.map((d) => d.changedAt),
      data.map((d) => d.note ?? null),
    ],
  );
};

/** The batch's training assignments and completions in three statements (placeAssignments). */
export const assignAndComplete = async (
  client: pg.ClientBase,
  { assignments, firstCompletions, lastCompletions }: ReturnType<typeof placeAssignments>,
) => {
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
              CASE WHEN d.completed_on IS NULL THEN 'assigned' ELSE 'completed' END, a.assigned_by, a.assigned_at,
              a.version, d.completed_on
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::date[], $6::text[], $7::uuid[],
                     $8::timestamptz[], $9::bigint[], $10::date[], $11::date[], $12::date[])
                AS a(id, employee_id, training_id, training_title, due_date, notes, assigned_by, assigned_at, version,
                     before, after, renews)
         LEFT JOIN work_training_completions c ON c.employee_id = a.employee_id AND c.training_id = a.training_id
         CROSS JOIN LATERAL (SELECT coalesce(a.before, ${STORED_COMPLETION}, a.after) AS completed_on) d
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
        ...placedColumns(assignments),
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

export const insertDocumentAssignments = async (
  client: pg.ClientBase,
  assigned: readonly Stored<'DocumentAssigned'>[],
) => {
  if (assigned.length === 0) return;
  const data = assigned.map((e) => e.data);
  await client.query(
    `INSERT INTO document_assignments (id, employee_id, document_id, document_name, action, due_date, instructions,
                                       status, assigned_by, assigned_at, version)
     SELECT id, employee_id, document_id, document_name, action, due_date, instructions, 'assigned', assigned_by,
            assigned_at, version
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::date[], $7::text[], $8::uuid[],
                   $9::timestamptz[], $10::bigint[])
              AS d(id, employee_id, document_id, document_name, action, due_date, instructions, assigned_by,
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
      assigned.map((e) => e.streamVersion),
    ],
  );
};

export const insertFileRequirements = async (
  client: pg.ClientBase,
  required: readonly Stored<'EmployeeFileRequired'>[],
) => {
  if (required.length === 0) return;
  const data = required.map((e) => e.data);
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
      required.map((e) => e.streamVersion),
    ],
  );
};
