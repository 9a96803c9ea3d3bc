import { describe, expect, it } from 'vitest';
import type { IncidentEvent } from '@hs/domain';
import { reportedEventData } from '@hs/tests/incident-fixtures';
import { applyToSnapshot, changedFields, type IncidentSnapshot } from './snapshot.ts';

const reported = applyToSnapshot(
  null,
  {
    type: 'IncidentReported',
    data: reportedEventData({
      incidentId: 'c0000000-0000-4000-8000-000000000001',
      reportNumber: 'IR-2026-000001',
      reportedAt: '2026-11-01T08:00:00.000Z',
      report: { contributingFactors: ['Human error'] },
    }),
  },
  1,
)!;
const statusChanged: IncidentEvent = {
  type: 'IncidentStatusChanged',
  data: {
    from: 'submitted',
    to: 'under-review',
    note: null,
    changedBy: 'u-1',
    changedByName: 'Alex Morgan',
    changedAt: '2026-11-02T10:00:00.000Z',
  },
};
/** The snapshot as the next batch reads it back from incident_history: equal content, new objects. */
const readBack = (s: IncidentSnapshot) => JSON.parse(JSON.stringify(s)) as IncidentSnapshot;

describe('the fields a history entry lists as changed', () => {
  it('a status change lists the status, not the version or who changed it when', () => {
    const after = applyToSnapshot(reported, statusChanged, 2)!;
    expect(changedFields(reported, after)).toEqual(['status']);
  });

  it('a snapshot read back from the database compares by content, lists included', () => {
    const after = applyToSnapshot(readBack(reported), statusChanged, 2)!;
    expect(changedFields(readBack(reported), after)).toEqual(['status']);
    const refactored = { ...after, contributingFactors: ['Human error' as const, 'Poor lighting' as const] };
    expect(changedFields(readBack(reported), refactored)).toEqual(['contributingFactors', 'status']);
  });
});
