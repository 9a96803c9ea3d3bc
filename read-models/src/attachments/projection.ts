import type { AttachmentRef } from '@hs/domain';
import type pg from 'pg';
import { projectionOf, type Stored } from '../typed-projection.ts';

type Read = Stored<'AttachmentStaged' | 'IncidentReported' | 'IncidentCommented' | 'IncidentAttachmentAdded'>;

type Link = {
  incidentId: string;
  incidentVersion: number;
  onReport: boolean;
  refs: readonly AttachmentRef[];
};

/** The incident event that put files on an incident, and where: its report, or a comment. */
const linkOf = (event: Read): Link | null => {
  if (!event.streamId.startsWith('incident-')) return null;
  const at = { incidentId: event.streamId.slice('incident-'.length), incidentVersion: event.streamVersion };
  switch (event.type) {
    case 'IncidentReported':
      return event.data.attachments ? { ...at, onReport: true, refs: event.data.attachments } : null;
    case 'IncidentCommented':
      return event.data.attachments ? { ...at, onReport: false, refs: event.data.attachments } : null;
    case 'IncidentAttachmentAdded':
      return { ...at, onReport: true, refs: [event.data.attachment] };
    default:
      return null;
  }
};

const COLUMNS = `attachment_id, sha256, thumbnail_sha256, content_type, size, name, staged_by`;

const insertRef = (client: pg.ClientBase, ref: AttachmentRef, stagedBy: string | null, tail = '') =>
  client.query(`INSERT INTO incident_attachments (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7) ${tail}`, [
    ref.attachmentId,
    ref.sha256,
    ref.thumbnailSha256,
    ref.contentType,
    ref.size,
    ref.name,
    stagedBy,
  ]);

/**
 * `incident_attachments`: every photo and file, staged or on an incident. A staged one is its
 * uploader's alone; once an incident event names it, the incident's readers may fetch it. The
 * incident's event and the file's own events commit together in either order, so each one writes
 * the whole row if it is first (every event carries the file's hashes).
 */
export const attachmentsProjection = projectionOf({
  name: 'attachments',
  version: 1,
  events: {
    AttachmentStaged: true,
    IncidentReported: true,
    IncidentCommented: true,
    IncidentAttachmentAdded: true,
  },
  follows: (e) => e.type === 'AttachmentStaged' || linkOf(e) !== null,
  tables: [
    {
      name: 'incident_attachments',
      ddl: `CREATE TABLE incident_attachments (
        attachment_id    uuid PRIMARY KEY,
        sha256           text NOT NULL,
        thumbnail_sha256 text,
        content_type     text NOT NULL,
        size             bigint NOT NULL,
        name             text NOT NULL,
        staged_by        text,
        incident_id      uuid,
        -- The incident event that attached it (its history entry) and its place in that event's list.
        incident_version bigint,
        position         int,
        on_report        boolean NOT NULL DEFAULT false
      );
      CREATE INDEX incident_attachments_by_incident ON incident_attachments (incident_id, incident_version, position)
        WHERE incident_id IS NOT NULL;`,
    },
  ],
  async apply(client, events) {
    for (const stored of events) {
      if (stored.type === 'AttachmentStaged') {
        const { stagedBy, stagedAt: _at, ...ref } = stored.data;
        await insertRef(
          client,
          ref,
          stagedBy,
          `ON CONFLICT (attachment_id) DO UPDATE SET staged_by = EXCLUDED.staged_by`,
        );
        continue;
      }
      const link = linkOf(stored);
      if (!link) continue;
      for (const [position, ref] of link.refs.entries()) {
        await insertRef(client, ref, stored.metadata.userId, 'ON CONFLICT (attachment_id) DO NOTHING');
        await client.query(
          `UPDATE incident_attachments SET incident_id = $2, incident_version = $3, position = $4, on_report = $5
            WHERE attachment_id = $1`,
          [ref.attachmentId, link.incidentId, link.incidentVersion, position, link.onReport],
        );
      }
    }
  },
});
