import type { EmployeeFileEvent, TaskEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';
import { placeAssignments } from './assignments-and-completions.ts';
import {
  assignAndComplete,
  changeTaskStatuses,
  insertDocumentAssignments,
  insertFileRequirements,
  insertTasks,
  newestPerStream,
} from './rows.ts';

/**
 * Work handed out to employees: tasks, training and document assignments, file requirements.
 * "Overdue" is not stored: it depends on today's date and is derived when read.
 */
export const workProjection = projectionOf({
  name: 'work',
  // Completions come from training streams and update assignment rows: it joins streams, so it
  // stays on the ordered log.
  version: 4,
  events: {
    ...({ TaskAssigned: true, TaskStatusChanged: true } satisfies Record<TaskEvent['type'], true>),
    TrainingAssigned: true,
    TrainingCompleted: true,
    TrainingCertificateAccepted: true,
    DocumentAssigned: true,
    ...({
      EmployeeFileRequired: true,
      EmployeeFileSubmitted: true,
      EmployeeFileAccepted: true,
      EmployeeFileRejected: true,
    } satisfies Record<EmployeeFileEvent['type'], true>),
  },
  tables: [
    {
      name: 'employee_tasks',
      ddl: `CREATE TABLE employee_tasks (
        id uuid PRIMARY KEY, employee_id uuid NOT NULL, title text NOT NULL, description text NOT NULL,
        task_type text NOT NULL, priority text NOT NULL, due_date date, status text NOT NULL,
        assigned_by uuid, assigned_by_name text, created_at timestamptz NOT NULL, completed_at timestamptz,
        note text, version bigint NOT NULL
      );
      CREATE INDEX employee_tasks_by_employee ON employee_tasks (employee_id, created_at DESC);`,
    },
    {
      name: 'training_assignments',
      ddl: `CREATE TABLE training_assignments (
        id uuid PRIMARY KEY, employee_id uuid NOT NULL, training_id uuid NOT NULL, training_title text NOT NULL,
        due_date date NOT NULL, notes text, status text NOT NULL, assigned_by uuid, assigned_at timestamptz NOT NULL,
        completed_at timestamptz, version bigint NOT NULL,
        completed_after date -- a renewal: only a completion after this day closes it
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
        status text NOT NULL DEFAULT 'requested', submitted_name text, submitted_size bigint, submitted_media_type text,
        submitted_sha256 text, submitted_at timestamptz, rejection_reason text, reviewed_by_name text,
        reviewed_at timestamptz, version bigint NOT NULL
      );
      CREATE INDEX employee_files_by_employee ON employee_files (employee_id, created_at DESC);`,
    },
  ],
  async apply(client, events) {
    // Each table's rows follow their own streams; the first event of a stream inserts its row, so
    // inserts go before the updates, each kind in one statement.
    await insertTasks(
      client,
      events.filter((e) => e.type === 'TaskAssigned'),
    );
    await changeTaskStatuses(client, newestPerStream(events.filter((e) => e.type === 'TaskStatusChanged')));
    await assignAndComplete(client, placeAssignments(events));
    await insertDocumentAssignments(
      client,
      events.filter((e) => e.type === 'DocumentAssigned'),
    );
    await insertFileRequirements(
      client,
      events.filter((e) => e.type === 'EmployeeFileRequired'),
    );
    for (const event of events) {
      const v = event.streamVersion;
      switch (event.type) {
        case 'EmployeeFileSubmitted': {
          const { file } = event.data;
          await client.query(
            `UPDATE employee_files SET status = 'submitted', submitted_name = $3, submitted_size = $4,
               submitted_media_type = $5, submitted_sha256 = $6, submitted_at = $7, rejection_reason = NULL, reviewed_by_name = NULL,
               reviewed_at = NULL, version = $2
             WHERE id = $1 AND version < $2`,
            [
              event.data.requirementId,
              v,
              file.originalName,
              file.size,
              file.mediaType,
              file.sha256,
              event.data.submittedAt,
            ],
          );
          break;
        }
        case 'EmployeeFileAccepted':
        case 'EmployeeFileRejected':
          await client.query(
            `UPDATE employee_files SET status = $3, rejection_reason = $4, reviewed_by_name = $5, reviewed_at = $6,
               version = $2 WHERE id = $1 AND version < $2`,
            [
              event.data.requirementId,
              v,
              event.type === 'EmployeeFileAccepted' ? 'accepted' : 'rejected',
              event.type === 'EmployeeFileRejected' ? event.data.reason : null,
              event.data.reviewedByName,
              event.data.reviewedAt,
            ],
          );
          break;
        default:
          break;
      }
    }
  },
});
