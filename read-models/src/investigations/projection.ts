import type pg from 'pg';
import {
  investigationEventTypes,
  riskMatrixStreamId,
  type InvestigationEvent,
  type RiskMatrixChanged,
} from '@hs/domain';
import { projectionOf, type Stored } from '../typed-projection.ts';
import { foldInvestigation, type InvestigationDoc } from './rows.ts';

const PREFIX = 'investigation-';
const events = {
  ...(Object.fromEntries(investigationEventTypes.map((t) => [t, true])) as Record<
    InvestigationEvent['type'],
    true
  >),
  RiskMatrixChanged: true,
} satisfies Record<InvestigationEvent['type'] | RiskMatrixChanged['type'], true>;

/**
 * The `investigations` read model: one row per incident's investigation, its whole folded
 * document in `doc` and the columns lists filter on; and the risk matrix in force. Rows keep the
 * stream version they reflect, so a replayed event changes nothing.
 */
export const investigationsProjection = projectionOf({
  name: 'investigations',
  version: 1,
  events,
  follows: (e) => e.streamId.startsWith(PREFIX) || e.streamId === riskMatrixStreamId,
  perStream: true,
  tables: [
    {
      name: 'investigations',
      ddl: `CREATE TABLE investigations (
        incident_id uuid PRIMARY KEY,
        state       text NOT NULL,
        lead_id     uuid NOT NULL,
        member_ids  uuid[] NOT NULL,
        due_at      timestamptz NOT NULL,
        started_at  timestamptz NOT NULL,
        doc         jsonb NOT NULL,
        version     bigint NOT NULL
      );
      CREATE INDEX investigations_by_state ON investigations (state, due_at);`,
    },
    {
      name: 'risk_matrix',
      ddl: `CREATE TABLE risk_matrix (
        id      int PRIMARY KEY,
        matrix  jsonb NOT NULL,
        version bigint NOT NULL
      );`,
    },
  ],
  async apply(client, stored) {
    const matrices = stored.filter((e): e is Stored<'RiskMatrixChanged'> => e.type === 'RiskMatrixChanged');
    const last = matrices.at(-1);
    if (last)
      await client.query(
        `INSERT INTO risk_matrix (id, matrix, version) VALUES (1, $1, $2)
         ON CONFLICT (id) DO UPDATE SET matrix = excluded.matrix, version = excluded.version
          WHERE risk_matrix.version < excluded.version`,
        [JSON.stringify(last.data.matrix), last.streamVersion],
      );
    const ours = stored.filter((e) => e.streamId.startsWith(PREFIX)) as Stored<InvestigationEvent['type']>[];
    const byIncident = Map.groupBy(ours, (e) => e.streamId.slice(PREFIX.length));
    for (const [incidentId, steps] of byIncident) await applyStream(client, incidentId, steps);
  },
});

/** Folds one stream's new events onto its stored document, skipping those it already reflects. */
const applyStream = async (
  client: pg.ClientBase,
  incidentId: string,
  steps: readonly Stored<InvestigationEvent['type']>[],
) => {
  const { rows } = await client.query<{ doc: InvestigationDoc; version: string }>(
    'SELECT doc, version FROM investigations WHERE incident_id = $1',
    [incidentId],
  );
  const from = rows[0] ? Number(rows[0].version) : 0;
  const fresh = steps.filter((s) => s.streamVersion > from);
  if (fresh.length === 0) return;
  const doc = fresh.reduce<InvestigationDoc | null>(
    (d, s) => foldInvestigation(d, { type: s.type, data: s.data } as InvestigationEvent),
    rows[0]?.doc ?? null,
  );
  if (!doc) return;
  await client.query(
    `INSERT INTO investigations (incident_id, state, lead_id, member_ids, due_at, started_at, doc, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (incident_id) DO UPDATE
        SET state = excluded.state, lead_id = excluded.lead_id, member_ids = excluded.member_ids,
            due_at = excluded.due_at, doc = excluded.doc, version = excluded.version`,
    [
      incidentId,
      doc.state,
      doc.lead.id,
      doc.members.map((m) => m.id),
      doc.dueAt,
      doc.startedBy.at,
      JSON.stringify(doc),
      fresh.at(-1)!.streamVersion,
    ],
  );
};
