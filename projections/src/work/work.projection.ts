import type { AssignmentEvent, EmployeeFileEvent, TaskEvent, TrainingCompleted } from '@hs/domain';
import type { Projection } from '@hs/infra/projections';

/**
 * Work handed out to employees: tasks, training and document assignments, file requirements.
 * "Overdue" is not stored: it depends on today's date and is derived when read.
 */
export const workProjection: Projection = {
  name: 'work',
  // Completions come from training streams and update assignment rows: it joins streams, so it
  // stays on the ordered log.
  version: 3,
  handles: (e) =>
    e.type.startsWith('Task') ||
    e.type === 'TrainingAssigned' ||
    e.type === 'TrainingCompleted' ||
    e.type === 'DocumentAssigned' ||
    e.type.startsWith('EmployeeFile'),
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
        status text NOT NULL DEFAULT 'requested', submitted_name text, submitted_size bigint, submitted_media_type text,
        submitted_sha256 text, submitted_at timestamptz, rejection_reason text, reviewed_by_name text,
        reviewed_at timestamptz, version bigint NOT NULL
      );
      CREATE INDEX employee_files_by_employee ON employee_files (employee_id, created_at DESC);`,
    },
  ],
  async apply(client, events) {
    for (const stored of events) {
      const event = { type: stored.type, data: stored.data } as
        TaskEvent | AssignmentEvent | EmployeeFileEvent | TrainingCompleted;
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
          await client.query(
            `UPDATE employee_tasks SET status = $3, completed_at = CASE WHEN $3 = 'completed' THEN $4::timestamptz END,
               note = $5, version = $2 WHERE id = $1 AND version < $2`,
            [
              stored.streamId.slice('task-'.length),
              v,
              event.data.to,
              event.data.changedAt,
              event.data.note ?? null,
            ],
          );
          break;
        case 'TrainingCompleted':
          await client.query(
            `INSERT INTO work_training_completions (employee_id, training_id, completed_on) VALUES ($1, $2, $3)
             ON CONFLICT (employee_id, training_id) DO UPDATE SET completed_on = EXCLUDED.completed_on`,
            [event.data.userId, stored.streamId.slice('training-'.length), event.data.completedOn],
          );
          await client.query(
            `UPDATE training_assignments SET status = 'completed', completed_at = $3
              WHERE employee_id = $1 AND training_id = $2 AND status <> 'completed'`,
            [event.data.userId, stored.streamId.slice('training-'.length), event.data.completedOn],
          );
          break;
        case 'TrainingAssigned': {
          const d = event.data;
          await client.query(
            `INSERT INTO training_assignments (id, employee_id, training_id, training_title, due_date, notes, status,
                                               assigned_by, assigned_at, version, completed_at)
             SELECT $1, $2, $3, $4, $5, $6, CASE WHEN c.completed_on IS NULL THEN 'assigned' ELSE 'completed' END, $7, $8, $9,
                    c.completed_on
               FROM (SELECT 1) AS one
               LEFT JOIN work_training_completions c ON c.employee_id = $2 AND c.training_id = $3
             ON CONFLICT (id) DO NOTHING`,
            [
              d.assignmentId,
              d.employeeId,
              d.trainingId,
              d.trainingTitle,
              d.dueDate,
              d.notes,
              d.assignedBy,
              d.assignedAt,
              v,
            ],
          );
          break;
        }
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
      }
    }
  },
};
