import type { DocumentAssignment, EmployeeFileRequirement, Task, TrainingAssignment } from '@hs/contracts';
import type pg from 'pg';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);
/** Overdue is derived when read: not completed and due before the site's today ($2). */
const derivedStatus = `CASE WHEN status <> 'completed' AND due_date < $2::date THEN 'overdue' ELSE status END`;

export const tasksOf = async (pool: pg.Pool, employeeId: string, today: string): Promise<Task[]> => {
  const { rows } = await pool.query(
    `SELECT id, employee_id, title, description, task_type, priority, ${day('due_date')} AS due_date, ${derivedStatus} AS status,
            assigned_by, assigned_by_name, created_at, completed_at, note
       FROM employee_tasks WHERE employee_id = $1 ORDER BY created_at DESC`,
    [employeeId, today],
  );
  return rows.map((r) => ({
    id: r.id,
    employeeId: r.employee_id,
    title: r.title,
    description: r.description,
    taskType: r.task_type,
    priority: r.priority,
    dueDate: r.due_date,
    status: r.status,
    assignedBy: r.assigned_by,
    assignedByName: r.assigned_by_name,
    createdAt: r.created_at.toISOString(),
    completedAt: iso(r.completed_at),
    note: r.note,
  }));
};

export const trainingAssignmentsOf = async (
  pool: pg.Pool,
  employeeId: string,
  today: string,
): Promise<TrainingAssignment[]> => {
  const { rows } = await pool.query(
    `SELECT id, employee_id, training_id, training_title, ${day('due_date')} AS due_date, notes, ${derivedStatus} AS status,
            assigned_by, assigned_at, completed_at
       FROM training_assignments WHERE employee_id = $1 ORDER BY due_date, assigned_at`,
    [employeeId, today],
  );
  return rows.map((r) => ({
    id: r.id,
    employeeId: r.employee_id,
    trainingId: r.training_id,
    trainingTitle: r.training_title,
    dueDate: r.due_date,
    notes: r.notes,
    status: r.status,
    assignedBy: r.assigned_by,
    assignedAt: r.assigned_at.toISOString(),
    completedAt: iso(r.completed_at),
  }));
};

export const documentAssignmentsOf = async (
  pool: pg.Pool,
  employeeId: string,
  today: string,
): Promise<DocumentAssignment[]> => {
  // A "sign" assignment is done once the employee has signed the document's current version.
  // A retired document leaves the to-do list; what was completed on it stays in the record.
  const { rows } = await pool.query(
    `SELECT * FROM (SELECT id, employee_id, document_id, document_name, action, ${day('due_date')} AS due_date, instructions,
            CASE WHEN action = 'sign' AND EXISTS (
                   SELECT 1 FROM document_signatures s JOIN documents d ON d.id = s.document_id
                    WHERE s.document_id = a.document_id AND s.user_id = a.employee_id
                      AND s.document_version = d.current_version)
                 THEN 'completed' ELSE ${derivedStatus} END AS status,
            assigned_by, assigned_at
       FROM document_assignments a WHERE employee_id = $1) mine
      WHERE status = 'completed'
         OR NOT EXISTS (SELECT 1 FROM documents d WHERE d.id = mine.document_id AND d.retired_at IS NOT NULL)
      ORDER BY due_date, assigned_at`,
    [employeeId, today],
  );
  return rows.map((r) => ({
    id: r.id,
    employeeId: r.employee_id,
    documentId: r.document_id,
    documentName: r.document_name,
    action: r.action,
    dueDate: r.due_date,
    instructions: r.instructions,
    status: r.status,
    assignedBy: r.assigned_by,
    assignedAt: r.assigned_at.toISOString(),
  }));
};

export const fileRequirementsOf = async (
  pool: pg.Pool,
  employeeId: string,
  today: string,
): Promise<EmployeeFileRequirement[]> => {
  const { rows } = await pool.query(
    `SELECT id, employee_id, file_name, file_type, description, ${day('due_date')} AS due_date, is_required,
            CASE WHEN status IN ('requested', 'rejected') AND due_date < $2::date THEN 'overdue'
                 WHEN status = 'requested' THEN 'pending' ELSE status END AS status, created_by, created_at,
            submitted_name, submitted_size, submitted_media_type, submitted_sha256, submitted_at, rejection_reason,
            reviewed_by_name, reviewed_at
       FROM employee_files WHERE employee_id = $1 ORDER BY created_at DESC`,
    [employeeId, today],
  );
  return rows.map((r) => ({
    id: r.id,
    employeeId: r.employee_id,
    fileName: r.file_name,
    fileType: r.file_type,
    description: r.description,
    dueDate: r.due_date,
    isRequired: r.is_required,
    status: r.status,
    createdBy: r.created_by,
    createdAt: r.created_at.toISOString(),
    submission: r.submitted_sha256
      ? {
          originalName: r.submitted_name,
          size: Number(r.submitted_size),
          mediaType: r.submitted_media_type,
          sha256: r.submitted_sha256,
          submittedAt: r.submitted_at.toISOString(),
        }
      : null,
    rejectionReason: r.rejection_reason,
    reviewedByName: r.reviewed_by_name,
    reviewedAt: iso(r.reviewed_at),
  }));
};

/** The file last submitted for a request, with whose it is, for a download. */
export const submittedFileOf = async (pool: pg.Pool, requirementId: string) => {
  const { rows } = await pool.query(
    `SELECT employee_id, submitted_name, submitted_media_type, submitted_sha256 FROM employee_files
      WHERE id = $1 AND submitted_sha256 IS NOT NULL`,
    [requirementId],
  );
  const r = rows[0];
  return r
    ? {
        employeeId: r.employee_id as string,
        fileName: r.submitted_name as string,
        mediaType: r.submitted_media_type as string,
        sha256: r.submitted_sha256 as string,
      }
    : null;
};
