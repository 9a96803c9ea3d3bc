import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { caseDecision, recordkeepingStreamId, type RecordkeepingEvent } from '@hs/domain';
import { testMetadata } from '@hs/tests';
import { itReplaysAndRebuilds, useProjectionDatabase } from '@hs/tests/projection-harness';
import { oshaCasesProjection } from '@hs/read-models';

const metadata = testMetadata('Test');
const incidentId = randomUUID();

const decision = caseDecision({ outcome: 'days-away', daysAway: 2, jobTitle: 'Welder', bodyPart: 'Hand' });

/** Decided, days updated, then reclassified as not recordable with a reason. */
const events: RecordkeepingEvent[] = [
  { decision, changed: ['recordable'], reason: null },
  { decision: { ...decision, daysAway: 5 }, changed: ['daysAway'], reason: null },
  {
    decision: { ...decision, recordable: false, outcome: null, caseType: null, daysAway: 0 },
    changed: ['recordable', 'outcome', 'caseType', 'daysAway'],
    reason: 'First aid only',
  },
].map((d, i) => ({
  type: 'RecordkeepingDecided',
  data: {
    incidentId,
    ...d,
    decidedBy: null,
    decidedByName: `Officer ${i}`,
    decidedAt: new Date(Date.UTC(2026, 10, 20 + i)).toISOString(),
  } as RecordkeepingEvent['data'],
}));

const harness = useProjectionDatabase(oshaCasesProjection, 2, async (store) => {
  for (const [version, event] of events.entries())
    await store.append(recordkeepingStreamId(incidentId), version, [event], metadata);
  return store.readStream(recordkeepingStreamId(incidentId));
});

const snapshot = async () => ({
  cases: (await harness.pool.query('SELECT * FROM osha_cases')).rows,
  history: (await harness.pool.query('SELECT * FROM osha_case_history ORDER BY version')).rows,
});

describe('osha-cases projection', () => {
  it('keeps the latest decision and every earlier one with its recorded time and reason', async () => {
    await harness.catchUp();
    const { cases, history } = await snapshot();
    expect(cases).toEqual([
      expect.objectContaining({ incident_id: incidentId, version: '3', recordable: false, outcome: null }),
    ]);
    expect(history.map((h) => [h.version, h.decision.daysAway, h.reason, h.decided_by_name])).toEqual([
      ['1', 2, null, 'Officer 0'],
      ['2', 5, null, 'Officer 1'],
      ['3', 0, 'First aid only', 'Officer 2'],
    ]);
    expect(history.every((h) => h.recorded_at instanceof Date)).toBe(true);
  });

  itReplaysAndRebuilds(oshaCasesProjection, harness, snapshot);
});
