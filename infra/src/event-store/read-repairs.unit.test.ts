import { describe, expect, it } from 'vitest';
import { isStorableDate, repairForReadModels } from './read-repairs.ts';
import { UpcasterRegistry } from './upcasters.ts';

describe('read-side repair of values no read model can store', () => {
  it('turns an incident date PostgreSQL cannot take into null, keeping the date as reported', () => {
    for (const date of ['0000-01-01', '99999-01-01', '2026-02-30', '2026-13-01', 'yesterday']) {
      expect(repairForReadModels('IncidentReported', { date, location: 'Bay 1' })).toEqual({
        date: null,
        dateAsReported: date,
        location: 'Bay 1',
      });
    }
  });

  it('leaves real dates and nulls alone, returning the same object (no copy on the read path)', () => {
    const data = { date: '2024-02-29', location: 'Bay 2' };
    expect(repairForReadModels('IncidentReported', data)).toBe(data);
    const untimed = { date: null, title: 'Self-paced' };
    expect(repairForReadModels('TrainingCreated', untimed)).toBe(untimed);
  });

  it('covers signature deadlines, task due dates and a class size beyond int, not dates a read model needs', () => {
    expect(repairForReadModels('DocumentSignatureRequirementSet', { deadline: '2026-04-31' })).toMatchObject({
      deadline: null,
      deadlineAsReported: '2026-04-31',
    });
    expect(repairForReadModels('TaskAssigned', { dueDate: '10000-01-01' })).toMatchObject({ dueDate: null });
    expect(repairForReadModels('TrainingCreated', { maxAttendees: 3_000_000_000, date: null })).toEqual({
      maxAttendees: null,
      maxAttendeesAsReported: '3000000000',
      date: null,
    });
    // A completion needs its date: such an event is parked for an administrator, not guessed.
    const completion = { completedOn: '0000-12-31' };
    expect(repairForReadModels('TrainingCompleted', completion)).toBe(completion);
  });

  it('replaces NUL characters in any text, nested or not, of any event', () => {
    expect(
      repairForReadModels('DocumentUploaded', {
        name: 'a\u0000b',
        file: { originalName: 'x\u0000.pdf' },
        tags: ['\u0000'],
      }),
    ).toEqual({ name: 'a\uFFFDb', file: { originalName: 'x\uFFFD.pdf' }, tags: ['\uFFFD'] });
  });

  it('knows which calendar days exist', () => {
    expect(['2024-02-29', '0001-01-01', '9999-12-31'].map(isStorableDate)).toEqual([true, true, true]);
    expect(['2023-02-29', '0000-06-01', '2026-00-10', '2026-1-1'].map(isStorableDate)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('runs on every read through the upcaster registry, after the upcasters', () => {
    const registry = new UpcasterRegistry().register('IncidentReported', 1, (d) => ({
      ...(d as object),
      upcast: true,
    }));
    expect(registry.upcast('IncidentReported', 1, { date: '0000-01-01' })).toEqual({
      schemaVersion: 2,
      data: { date: null, dateAsReported: '0000-01-01', upcast: true },
    });
  });
});
