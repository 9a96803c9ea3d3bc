import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { establishmentStreamId, incidentStreamId, summaryCertificationStreamId } from '@hs/domain';
import type { NewEvent, StoredEvent } from '@hs/infra/event-store';
import { reportedEventData, testMetadata } from '@hs/tests';
import { itReplaysAndRebuilds, useProjectionDatabase } from '@hs/tests/projection-harness';
import { oshaFormsProjection } from '@hs/read-models';

const metadata = testMetadata('Test');
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

const harness = useProjectionDatabase(oshaFormsProjection, 2, async (store) => {
  const stored: StoredEvent[] = [];
  for (const [streamId, events] of streams) {
    await store.append(streamId, 0, events, metadata);
    stored.push(...(await store.readStream(streamId)));
  }
  return stored;
});

const snapshot = async () => ({
  incidents: (await harness.pool.query('SELECT * FROM osha_log_incidents')).rows,
  placements: (await harness.pool.query('SELECT * FROM osha_incident_placements ORDER BY version')).rows,
  figures: (await harness.pool.query('SELECT * FROM osha_year_figures_history ORDER BY version')).rows,
  certifications: (await harness.pool.query('SELECT * FROM osha_summary_certifications')).rows,
});

describe('osha-forms projection', () => {
  it('keeps the log columns, every filing of the incident, every setting of the figures and the certification', async () => {
    await harness.catchUp();
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

  itReplaysAndRebuilds(oshaFormsProjection, harness, snapshot);
});
