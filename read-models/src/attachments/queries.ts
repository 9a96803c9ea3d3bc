import { attachmentViewOf, type AttachmentView } from '@hs/contracts';
import { seesWholeIncident, type IncidentViewer } from '@hs/domain';
import type pg from 'pg';
import { ownershipOf } from '../incidents/queries.ts';

type Row = {
  attachment_id: string;
  sha256: string;
  thumbnail_sha256: string | null;
  content_type: AttachmentView['contentType'];
  size: string;
  name: string;
};

const COLUMNS = 'a.attachment_id, a.sha256, a.thumbnail_sha256, a.content_type, a.size, a.name';

const viewOf = (row: Row): AttachmentView =>
  attachmentViewOf({
    attachmentId: row.attachment_id,
    sha256: row.sha256,
    thumbnailSha256: row.thumbnail_sha256,
    contentType: row.content_type,
    size: Number(row.size),
    name: row.name,
  });

/** The files of the report itself, in the order they were put on it. */
export const reportAttachments = async (pool: pg.Pool, incidentId: string): Promise<AttachmentView[]> => {
  const { rows } = await pool.query<Row>(
    `SELECT ${COLUMNS} FROM incident_attachments a
      WHERE a.incident_id = $1 AND a.on_report ORDER BY a.incident_version, a.position`,
    [incidentId],
  );
  return rows.map(viewOf);
};

/** Every file of an incident by the version of the event that attached it (history entries, comments). */
export const attachmentsByVersion = async (
  pool: pg.Pool,
  incidentId: string,
): Promise<Map<number, AttachmentView[]>> => {
  const { rows } = await pool.query<Row & { incident_version: string }>(
    `SELECT ${COLUMNS}, a.incident_version FROM incident_attachments a
      WHERE a.incident_id = $1 ORDER BY a.incident_version, a.position`,
    [incidentId],
  );
  const byVersion = new Map<number, AttachmentView[]>();
  for (const row of rows) {
    const version = Number(row.incident_version);
    byVersion.set(version, [...(byVersion.get(version) ?? []), viewOf(row)]);
  }
  return byVersion;
};

export type AttachmentAccess =
  | { kind: 'allowed'; sha256: string; thumbnailSha256: string | null; contentType: string; name: string }
  | { kind: 'summary-only' }
  | { kind: 'not-found' };

/**
 * Whether `viewer` may fetch a file: a staged one only its uploader, one on an incident whoever
 * sees that incident whole (its reporter and reviewers, not colleagues who get its summary).
 * Someone else's staged file is "not found": that it exists is not theirs to learn.
 */
export const attachmentAccess = async (
  pool: pg.Pool,
  attachmentId: string,
  viewer: IncidentViewer,
): Promise<AttachmentAccess> => {
  const { rows } = await pool.query<
    Row & {
      staged_by: string | null;
      incident_id: string | null;
      reported_by: string | null;
      employee_department: string | null;
      reporter_department: string | null;
      supervisor_ids: string[];
    }
  >(
    `SELECT ${COLUMNS}, a.staged_by, a.incident_id, i.reported_by, i.employee_department, i.reporter_department,
            i.supervisor_ids
       FROM incident_attachments a LEFT JOIN incidents i ON i.id = a.incident_id
      WHERE a.attachment_id = $1`,
    [attachmentId],
  );
  const row = rows[0];
  if (!row) return { kind: 'not-found' };
  const allowed = {
    kind: 'allowed' as const,
    sha256: row.sha256,
    thumbnailSha256: row.thumbnail_sha256,
    contentType: row.content_type,
    name: row.name,
  };
  if (row.incident_id === null) return row.staged_by === viewer.userId ? allowed : { kind: 'not-found' };
  return seesWholeIncident(viewer, ownershipOf(row)) ? allowed : { kind: 'summary-only' };
};
