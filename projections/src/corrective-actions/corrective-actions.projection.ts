import type { CorrectiveActionEvent } from '@hs/domain';
import type { Projection } from '../runtime/projection.ts';

const PREFIX = 'correctiveAction-';

/** What the timeline says about a step besides who and when. */
const detailOf = (event: CorrectiveActionEvent): string | null => {
  switch (event.type) {
    case 'CorrectiveActionRaised':
      return `Owner ${event.data.ownerName}, due ${event.data.dueDate}`;
    case 'CorrectiveActionStarted':
      return null;
    case 'CorrectiveActionPhotoAdded':
      return event.data.file.originalName;
    case 'CorrectiveActionCompleted':
      return event.data.note;
    case 'CorrectiveActionVerified':
      return event.data.note;
    case 'CorrectiveActionReopened':
      return event.data.reason;
    case 'CorrectiveActionReassigned':
      return `New owner ${event.data.ownerName}`;
    case 'CorrectiveActionDueDateChanged':
      return `Due ${event.data.to} instead of ${event.data.from}`;
  }
};

/** The state a step leaves the action in; null when it does not move it. */
const stateAfter = (event: CorrectiveActionEvent): string | null => {
  switch (event.type) {
    case 'CorrectiveActionStarted':
      return 'in-progress';
    case 'CorrectiveActionCompleted':
      return 'done';
    case 'CorrectiveActionVerified':
      return 'verified';
    case 'CorrectiveActionReopened':
      return event.data.to;
    default:
      return null;
  }
};

/**
 * The `corrective_actions` read model: one row per action (lists, My work, the incidents with
 * open actions), its timeline (one row per event) and its photos. Rows keep the stream version
 * they reflect, so a replayed event changes nothing.
 */
export const correctiveActionsProjection: Projection = {
  name: 'correctiveActions',
  version: 1,
  handles: (e) => e.streamId.startsWith(PREFIX),
  perStream: true,
  tables: [
    {
      name: 'corrective_actions',
      ddl: `CREATE TABLE corrective_actions (
        id               uuid PRIMARY KEY,
        title            text NOT NULL,
        description      text NOT NULL,
        control_level    text NOT NULL,
        priority         text NOT NULL,
        state            text NOT NULL,
        owner_id         uuid NOT NULL,
        owner_name       text NOT NULL,
        due_date         date NOT NULL,
        establishment_id uuid,
        source           jsonb NOT NULL,
        incident_id      uuid,
        raised_by_name   text,
        raised_at        timestamptz NOT NULL,
        version          bigint NOT NULL
      );
      CREATE INDEX corrective_actions_by_owner ON corrective_actions (owner_id);
      CREATE INDEX corrective_actions_by_incident ON corrective_actions (incident_id) WHERE incident_id IS NOT NULL;`,
    },
    {
      name: 'corrective_action_timeline',
      ddl: `CREATE TABLE corrective_action_timeline (
        action_id  uuid NOT NULL,
        version    bigint NOT NULL,
        type       text NOT NULL,
        at         timestamptz NOT NULL,
        actor_id   text,
        actor_name text,
        detail     text,
        PRIMARY KEY (action_id, version)
      );`,
    },
    {
      name: 'corrective_action_photos',
      ddl: `CREATE TABLE corrective_action_photos (
        action_id     uuid NOT NULL,
        sha256        text NOT NULL,
        original_name text NOT NULL,
        media_type    text NOT NULL,
        size          bigint NOT NULL,
        added_at      timestamptz NOT NULL,
        PRIMARY KEY (action_id, sha256)
      );`,
    },
  ],
  async apply(client, events) {
    for (const stored of events) {
      if (!stored.streamId.startsWith(PREFIX)) continue;
      const event = { type: stored.type, data: stored.data } as CorrectiveActionEvent;
      const id = stored.streamId.slice(PREFIX.length);
      const version = stored.streamVersion;
      await client.query(
        `INSERT INTO corrective_action_timeline (action_id, version, type, at, actor_id, actor_name, detail)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (action_id, version) DO NOTHING`,
        [id, version, event.type, event.data.at, event.data.by, event.data.byName, detailOf(event)],
      );
      switch (event.type) {
        case 'CorrectiveActionRaised': {
          const d = event.data;
          await client.query(
            `INSERT INTO corrective_actions (id, title, description, control_level, priority, state, owner_id,
               owner_name, due_date, establishment_id, source, incident_id, raised_by_name, raised_at, version)
             VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING`,
            [
              id,
              d.title,
              d.description,
              d.controlLevel,
              d.priority,
              d.ownerId,
              d.ownerName,
              d.dueDate,
              d.establishmentId,
              JSON.stringify(d.source),
              d.source.kind === 'incident' ? d.source.incidentId : null,
              d.byName,
              d.at,
              version,
            ],
          );
          continue;
        }
        case 'CorrectiveActionPhotoAdded': {
          const f = event.data.file;
          await client.query(
            `INSERT INTO corrective_action_photos (action_id, sha256, original_name, media_type, size, added_at)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (action_id, sha256) DO NOTHING`,
            [id, f.sha256, f.originalName, f.mediaType, f.size, event.data.at],
          );
          break;
        }
        case 'CorrectiveActionReassigned':
          await client.query(
            `UPDATE corrective_actions SET owner_id = $3, owner_name = $4, version = $2 WHERE id = $1 AND version < $2`,
            [id, version, event.data.ownerId, event.data.ownerName],
          );
          continue;
        case 'CorrectiveActionDueDateChanged':
          await client.query(
            `UPDATE corrective_actions SET due_date = $3, version = $2 WHERE id = $1 AND version < $2`,
            [id, version, event.data.to],
          );
          continue;
      }
      await client.query(
        `UPDATE corrective_actions SET state = coalesce($3, state), version = $2 WHERE id = $1 AND version < $2`,
        [id, version, stateAfter(event)],
      );
    }
  },
};
