import type { DocumentVersionApproved, DocumentVersionRejected } from '@hs/domain';
import type pg from 'pg';

type Client = pg.ClientBase;

/**
 * An approval puts the version's file on the document row and the document in the library; a
 * rejection marks the version, and a document with no version in force as rejected.
 */
export const applyApproval = async (
  client: Client,
  event: DocumentVersionApproved | DocumentVersionRejected,
  streamVersion: number,
): Promise<void> => {
  if (event.type === 'DocumentVersionApproved') {
    const d = event.data;
    await client.query(
      `UPDATE document_versions SET status = 'published', decided_by_name = $3, decided_at = $4
        WHERE document_id = $1 AND version = $2`,
      [d.documentId, d.version, d.approvedByName, d.approvedAt],
    );
    await client.query(
      `UPDATE documents d SET current_version = v.version, file_name = v.file_name, file_type = v.file_type,
              media_type = v.media_type, size = v.size, sha256 = v.sha256, last_updated = $4,
              approval_status = 'published', pending_version = NULL, version = $2
         FROM document_versions v
        WHERE d.id = $1 AND v.document_id = $1 AND v.version = $3 AND d.version < $2`,
      [d.documentId, streamVersion, d.version, d.approvedAt],
    );
    return;
  }
  const d = event.data;
  await client.query(
    `UPDATE document_versions SET status = 'rejected', decided_by_name = $3, decided_at = $4, rejection_reason = $5
      WHERE document_id = $1 AND version = $2`,
    [d.documentId, d.version, d.rejectedByName, d.rejectedAt, d.reason],
  );
  await client.query(
    `UPDATE documents SET pending_version = NULL,
            approval_status = CASE WHEN approval_status = 'pending' THEN 'rejected' ELSE approval_status END,
            version = $2
      WHERE id = $1 AND version < $2`,
    [d.documentId, streamVersion],
  );
};
