import { describe, expect, it } from 'vitest';
import type { IncidentHistoryEntry } from '@hs/contracts';
import { actorName, actorText, eventTitle } from './history-format';

const entry = (over: Partial<IncidentHistoryEntry>): IncidentHistoryEntry => ({
  version: 2,
  eventId: '00000000-0000-4000-8000-000000000001',
  type: 'IncidentStatusChanged',
  recordedAt: '2026-11-25T09:00:00.000Z',
  actor: { id: 'u1', name: 'Dana Okafor', role: 'safety-officer' },
  summary: 'Status changed from submitted to under-review',
  fromStatus: 'submitted',
  toStatus: 'under-review',
  note: null,
  changedFields: ['status'],
  attachments: [],
  ...over,
});

describe('an incident history entry in words', () => {
  it('names the statuses as the screens do, not the stored codes', () => {
    expect(eventTitle(entry({}))).toBe('Status changed from Submitted to Under Review');
  });

  it('never falls back to the event type code', () => {
    const title = eventTitle(
      entry({ type: 'IncidentClassified', summary: 'IncidentClassified', toStatus: null }),
    );
    expect(title).toBe('Incident classified');
  });

  it('says who acted: a person with their role, the system with why', () => {
    expect(actorText(entry({}))).toBe('Dana Okafor (Safety Officer)');
    const seeded = entry({ actor: { id: null, name: 'System (SeedDemoData)', role: 'system' } });
    expect(actorText(seeded)).toBe('the system (sample data)');
    expect(actorName(seeded)).toBe('The system (sample data)');
  });
});
