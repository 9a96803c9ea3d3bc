import type pg from 'pg';
import { toDetail } from '@hs/read-models/incidents/queries';
import { certificateFilesOfPerson, certificatesOf } from '@hs/read-models/training-certificates/queries';
import { trainingsOfUser } from '@hs/read-models/trainings/queries';

type Snapshot = Parameters<typeof toDetail>[0];

/** A file of the person's, to be put in the export beside the JSON. */
export type PersonFile = { sha256: string; path: string };

/** Keeps a file name inside its folder of the ZIP: no separators, no dots leading up. */
const safeName = (name: string): string => name.replace(/[/\\\0]/g, '_').replace(/^\.+/, '_') || 'file';

/**
 * Everything the read models hold about one employee (GET /api/admin/people/:id/export): their
 * record, the incidents they reported or are the subject of, what they did on incidents
 * (comments, status changes), their signatures, trainings and outside certificates (with their
 * scans), tasks' files, notifications and the
 * access-log rows about them or by them. Null when there is no such employee.
 */
export const personalDataOf = async (
  pool: pg.Pool,
  employeeId: string,
): Promise<{ data: Record<string, unknown>; files: PersonFile[] } | null> => {
  const employee = (await pool.query('SELECT * FROM employees WHERE id = $1', [employeeId])).rows[0];
  if (!employee) return null;
  const incidents = (
    await pool.query<{ snapshot: Snapshot }>(
      `SELECT h.snapshot FROM incidents i JOIN incident_history h ON h.incident_id = i.id AND h.version = i.version
        WHERE i.reported_by = $1 OR h.snapshot->>'employeeId' = $1 ORDER BY i.created_at`,
      [employeeId],
    )
  ).rows.map((r) => toDetail(r.snapshot));
  const incidentIds = incidents.map((i) => i.id);
  const onIncidents = (
    await pool.query(
      `SELECT incident_id, version, event_type, recorded_at, actor_role, from_status, to_status, note
         FROM incident_history WHERE actor_id = $1 ORDER BY recorded_at, incident_id, version`,
      [employeeId],
    )
  ).rows;
  const attachments = (
    await pool.query<{ attachment_id: string; sha256: string; name: string; content_type: string }>(
      `SELECT attachment_id, incident_id, sha256, content_type, size, name FROM incident_attachments
        WHERE staged_by = $1 OR incident_id = ANY($2::uuid[]) ORDER BY incident_id, incident_version, position`,
      [employeeId, incidentIds],
    )
  ).rows;
  const employeeFiles = (
    await pool.query<{ id: string; submitted_sha256: string | null; submitted_name: string | null }>(
      'SELECT * FROM employee_files WHERE employee_id = $1 ORDER BY created_at',
      [employeeId],
    )
  ).rows;
  const certificateFiles = await certificateFilesOfPerson(pool, employeeId);
  const rowsOf = async (sql: string, values: unknown[]) => (await pool.query(sql, values)).rows;
  const data = {
    employee,
    incidents,
    actionsOnIncidents: onIncidents,
    attachments,
    employeeFiles,
    signatures: await rowsOf('SELECT * FROM document_signatures WHERE user_id = $1 ORDER BY signed_at', [
      employeeId,
    ]),
    trainings: await trainingsOfUser(pool, employeeId),
    trainingCertificates: await certificatesOf(pool, { userId: employeeId }, undefined),
    notifications: await rowsOf(
      `SELECT id, kind, title, body, link, delivery, created_at, read_at FROM notifications
        WHERE recipient_id = $1 ORDER BY created_at`,
      [employeeId],
    ),
    accessLog: await rowsOf(
      `SELECT id, at, user_id, user_name, role, kind, subject_id FROM access_log
        WHERE user_id = $1 OR subject_id = $1 OR subject_id = ANY($2::text[]) ORDER BY id`,
      [employeeId, incidentIds],
    ),
  };
  const files: PersonFile[] = [
    ...certificateFiles.map((c) => ({
      sha256: c.sha256,
      path: `files/training-certificates/${c.id}-${safeName(c.file_name)}`,
    })),
    ...attachments.map((a) => ({
      sha256: a.sha256,
      path: `files/attachments/${a.attachment_id}-${safeName(a.name)}`,
    })),
    ...employeeFiles.flatMap((f) =>
      f.submitted_sha256
        ? [
            {
              sha256: f.submitted_sha256,
              path: `files/employee-files/${f.id}-${safeName(f.submitted_name ?? 'file')}`,
            },
          ]
        : [],
    ),
  ];
  return { data, files };
};
