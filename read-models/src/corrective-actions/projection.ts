import type pg from 'pg';
import type { CorrectiveActionEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';

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
export const correctiveActionsProjection = projectionOf({
  name: 'correctiveActions',
  // 2: the report number of the incident an action is raised from.
  version: 2,
  events: {
    CorrectiveActionRaised: true,
    CorrectiveActionStarted: true,
    CorrectiveActionPhotoAdded: true,
    CorrectiveActionCompleted: true,
    CorrectiveActionVerified: true,
    CorrectiveActionReopened: true,
    CorrectiveActionReassigned: true,
    CorrectiveActionDueDateChanged: true,
  } satisfies Record<CorrectiveActionEvent['type'], true>,
  follows: (e) => e.streamId.startsWith(PREFIX),
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
        -- The incident's report number as it was when the action was raised from it.
        report_number    text,
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
  async apply(client, ours) {
    const steps = ours.map((stored): Step => ({
      id: stored.streamId.slice(PREFIX.length),
      version: stored.streamVersion,
      event: stored,
    }));
    await insertTimeline(client, steps);
    await insertRaised(client, steps);
    await insertPhotos(client, steps);
    await applyLaterSteps(
      client,
      steps.filter((s) => s.event.type !== 'CorrectiveActionRaised'),
    );
  },
});

type Step = { id: string; version: number; event: CorrectiveActionEvent };

const insertTimeline = (client: pg.ClientBase, steps: readonly Step[]) =>
  client.query(
    `INSERT INTO corrective_action_timeline (action_id, version, type, at, actor_id, actor_name, detail)
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::text[])
     ON CONFLICT (action_id, version) DO NOTHING`,
    [
      steps.map((s) => s.id),
      steps.map((s) => s.version),
      steps.map((s) => s.event.type),
      steps.map((s) => s.event.data.at),
      steps.map((s) => s.event.data.by),
      steps.map((s) => s.event.data.byName),
      steps.map((s) => detailOf(s.event)),
    ],
  );

const insertRaised = async (client: pg.ClientBase, steps: readonly Step[]) => {
  const raised = steps.flatMap((s) =>
    s.event.type === 'CorrectiveActionRaised' ? [{ ...s, d: s.event.data }] : [],
  );
  if (raised.length === 0) return;
  await client.query(
    `INSERT INTO corrective_actions (id, title, description, control_level, priority, state, owner_id, owner_name,
       due_date, establishment_id, source, incident_id, report_number, raised_by_name, raised_at, version)
     SELECT id, title, description, control_level, priority, 'open', owner_id, owner_name, due_date, establishment_id,
            source, incident_id, report_number, raised_by_name, raised_at, version
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::text[], $8::date[],
                   $9::uuid[], $10::jsonb[], $11::uuid[], $12::text[], $13::text[], $14::timestamptz[], $15::bigint[])
              AS r(id, title, description, control_level, priority, owner_id, owner_name, due_date, establishment_id,
                   source, incident_id, report_number, raised_by_name, raised_at, version)
     ON CONFLICT (id) DO NOTHING`,
    [
      raised.map((r) => r.id),
      raised.map((r) => r.d.title),
      raised.map((r) => r.d.description),
      raised.map((r) => r.d.controlLevel),
      raised.map((r) => r.d.priority),
      raised.map((r) => r.d.ownerId),
      raised.map((r) => r.d.ownerName),
      raised.map((r) => r.d.dueDate),
      raised.map((r) => r.d.establishmentId),
      raised.map((r) => JSON.stringify(r.d.source)),
      // An action raised from a cause is the incident's too (the incident records it).
      raised.map((r) =>
        r.d.source.kind === 'incident' || r.d.source.kind === 'cause' ? r.d.source.incidentId : null,
      ),
      raised.map((r) => r.d.incidentReportNumber ?? null),
      raised.map((r) => r.d.byName),
      raised.map((r) => r.d.at),
      raised.map((r) => r.version),
    ],
  );
};

const insertPhotos = async (client: pg.ClientBase, steps: readonly Step[]) => {
  const photos = steps.flatMap((s) =>
    s.event.type === 'CorrectiveActionPhotoAdded'
      ? [{ id: s.id, f: s.event.data.file, at: s.event.data.at }]
      : [],
  );
  if (photos.length === 0) return;
  await client.query(
    `INSERT INTO corrective_action_photos (action_id, sha256, original_name, media_type, size, added_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::timestamptz[])
     ON CONFLICT (action_id, sha256) DO NOTHING`,
    [
      photos.map((p) => p.id),
      photos.map((p) => p.f.sha256),
      photos.map((p) => p.f.originalName),
      photos.map((p) => p.f.mediaType),
      photos.map((p) => p.f.size),
      photos.map((p) => p.at),
    ],
  );
};

/**
 * Every later step of the batch in one statement. One by one, a step applies when it is newer than
 * the row and moves the row's version to its own; a stream's versions rise in log order, so the
 * steps that apply are those newer than the row as it stood before the batch, and the newest of
 * each column among them wins.
 */
const applyLaterSteps = async (client: pg.ClientBase, steps: readonly Step[]) => {
  if (steps.length === 0) return;
  const owner = (s: Step) => (s.event.type === 'CorrectiveActionReassigned' ? s.event.data : null);
  await client.query(
    `UPDATE corrective_actions a
        SET state = coalesce(f.state, a.state),
            owner_id = CASE WHEN f.reassigned THEN f.owner_id ELSE a.owner_id END,
            owner_name = CASE WHEN f.reassigned THEN f.owner_name ELSE a.owner_name END,
            due_date = coalesce(f.due_date, a.due_date),
            version = f.version
       FROM (SELECT s.id, max(s.version) AS version,
                    (array_agg(s.state ORDER BY s.version DESC) FILTER (WHERE s.state IS NOT NULL))[1] AS state,
                    bool_or(s.reassigned) AS reassigned,
                    (array_agg(s.owner_id ORDER BY s.version DESC) FILTER (WHERE s.reassigned))[1] AS owner_id,
                    (array_agg(s.owner_name ORDER BY s.version DESC) FILTER (WHERE s.reassigned))[1] AS owner_name,
                    (array_agg(s.due_date ORDER BY s.version DESC) FILTER (WHERE s.due_date IS NOT NULL))[1]
                      AS due_date
               FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::boolean[], $5::uuid[], $6::text[], $7::date[])
                      AS s(id, version, state, reassigned, owner_id, owner_name, due_date)
               JOIN corrective_actions b ON b.id = s.id AND s.version > b.version
              GROUP BY s.id) f
      WHERE a.id = f.id`,
    [
      steps.map((s) => s.id),
      steps.map((s) => s.version),
      steps.map((s) => stateAfter(s.event)),
      steps.map((s) => owner(s) !== null),
      steps.map((s) => owner(s)?.ownerId ?? null),
      steps.map((s) => owner(s)?.ownerName ?? null),
      steps.map((s) => (s.event.type === 'CorrectiveActionDueDateChanged' ? s.event.data.to : null)),
    ],
  );
};
