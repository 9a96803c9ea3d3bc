import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishmentStreamId, incidentStreamId, summaryCertificationStreamId } from '@hs/domain';
import { PostgresEventStore, type NewEvent, type StoredEvent } from '@hs/infra/event-store';
import { applyNextBatch, ensureProjection, rebuildProjection } from '../runtime/index.ts';
import { createPool } from '@hs/infra/db';
import { createTestDatabase, reportedEventData } from '@hs/tests';
import { oshaFormsProjection } from '@hs/read-models';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;
let client: pg.Client;
const readLog = (c: pg.ClientBase, after: Parameters<PostgresEventStore['readAll']>[0], limit: number) =>
  store.readAllWith(c, after, limit);
const metadata = {
  userId: null,
  userName: null,
  role: null,
  command: 'Test',
  correlationId: 'c',
  causationId: null,
  requestId: null,
  clientIp: null,
};
const incidentId = randomUUID();
const plantA = randomUUID();
const plantB = randomUUID();

const streams: [string, NewEvent[]][] = [
  [
    incidentStreamId(incidentId),
    [
      {
        type: 'IncidentReported',
        data: reportedEventData({
          incidentId,
          reportNumber: 'IR-2026-000007',
          reportedAt: '2026-03-02T10:00:00.000Z',
          report: { date: '2025-12-01', establishmentId: plantA },
          people: { employeeName: 'Ana Lopez' },
        }),
      },
      {
        type: 'IncidentStatusChanged',
        data: {
          from: 'submitted',
          to: 'under-review',
          note: null,
          changedBy: null,
          changedByName: null,
          changedAt: '2026-03-02T11:00:00.000Z',
        },
      },
      {
        type: 'IncidentEstablishmentAssigned',
        data: {
          establishmentId: plantB,
          from: plantA,
          assignedBy: null,
          assignedByName: null,
          assignedAt: '2026-03-03T10:00:00.000Z',
        },
      },
    ],
  ],
  [
    establishmentStreamId(plantA),
    [2_000, 2_100].map((hours) => ({
      type: 'EstablishmentYearFiguresSet',
      data: {
        year: 2025,
        annualAverageEmployees: 1,
        totalHoursWorked: hours,
        previous: null,
        setAt: '2026-03-01T10:00:00.000Z',
      },
    })),
  ],
  [
    summaryCertificationStreamId(plantB),
    [
      {
        type: 'OshaSummaryCertified',
        data: {
          establishmentId: plantB,
          year: 2025,
          executiveName: 'Grace Chief',
          executiveTitle: 'President',
          certifiedOn: '2026-03-04',
          summarySha256: 'a'.repeat(64),
          certifiedBy: 'u-1',
          certifiedByName: 'Alex Morgan',
          certifiedAt: '2026-03-04T10:00:00.000Z',
        },
      },
    ],
  ],
];

const catchUp = async () => {
  for (;;) {
    await client.query('BEGIN');
    const result = await applyNextBatch(client, oshaFormsProjection, oshaFormsProjection.name, readLog, 2);
    await client.query('COMMIT');
    if (result.count === 0) return;
  }
};

const snapshot = async () => ({
  incidents: (await pool.query('SELECT * FROM osha_log_incidents')).rows,
  placements: (await pool.query('SELECT * FROM osha_incident_placements ORDER BY version')).rows,
  figures: (await pool.query('SELECT * FROM osha_year_figures_history ORDER BY version')).rows,
  certifications: (await pool.query('SELECT * FROM osha_summary_certifications')).rows,
});

const stored: StoredEvent[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool({
    url: db.url,
    max: 5,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 30000,
    applicationName: 'test',
  });
  store = new PostgresEventStore(pool);
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await ensureProjection(client, oshaFormsProjection, readLog, () => {});
  for (const [streamId, events] of streams) {
    await store.append(streamId, 0, events, metadata);
    stored.push(...(await store.readStream(streamId)));
  }
});
afterAll(async () => {
  await client?.end();
  await pool?.end();
  await db?.drop();
});

describe('osha-forms projection', () => {
  it('keeps the log columns, every filing of the incident, every setting of the figures and the certification', async () => {
    await catchUp();
    const { incidents, placements, figures, certifications } = await snapshot();
    expect(incidents).toEqual([
      expect.objectContaining({
        incident_id: incidentId,
        report_number: 'IR-2026-000007',
        employee_name: 'Ana Lopez',
      }),
    ]);
    expect(placements.map((p) => [p.version, p.establishment_id])).toEqual([
      ['1', plantA],
      ['3', plantB],
    ]);
    expect(figures.map((f) => [f.year, f.total_hours_worked])).toEqual([
      [2025, '2000'],
      [2025, '2100'],
    ]);
    expect(certifications).toEqual([
      expect.objectContaining({ establishment_id: plantB, year: 2025, executive_title: 'President' }),
    ]);
  });

  it('replaying the log, or events arriving again out of order (an event bus), changes nothing', async () => {
    const before = await snapshot();
    await pool.query(`UPDATE es_checkpoints SET tx = '0', gp = 0 WHERE subscription_id = 'osha-forms'`);
    await catchUp();
    expect(await snapshot()).toEqual(before);
    await client.query('BEGIN');
    await oshaFormsProjection.apply(client, [...stored].reverse());
    await client.query('COMMIT');
    expect(await snapshot()).toEqual(before);
  });

  it('rebuilds beside the live tables and finds them equal', async () => {
    const result = await rebuildProjection(client, oshaFormsProjection, readLog, () => {});
    expect(result.matchedLive).toBe(true);
  });
});
