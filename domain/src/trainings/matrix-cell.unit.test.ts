import { describe, expect, it } from 'vitest';
import { matrixCell } from './matrix-cell.ts';

const person = { id: 'e-1', role: 'employee', department: 'Ops', position: null, registeredOn: '2026-01-01' };
const cell = (evidenceExpiresOn: string | null, today: string) =>
  matrixCell({
    person,
    requirements: [{ scope: 'person', value: 'e-1', graceDays: 0 }],
    latestCompletion: '2026-01-15',
    evidenceExpiresOn,
    validityMonths: 36,
    today,
    withinDays: 30,
  });

describe('a completion whose certificate names its own expiry', () => {
  it('is held only through the certificate’s expiry when that comes before the course’s validity', () => {
    expect(cell('2027-06-30', '2027-06-30')).toEqual({
      state: 'expiring',
      completedOn: '2026-01-15',
      validThrough: '2027-06-30',
    });
    expect(cell('2027-06-30', '2027-07-01').state).toBe('expired');
  });

  it('keeps the course’s validity when the certificate runs longer', () => {
    expect(cell('2031-01-01', '2027-07-01')).toMatchObject({ state: 'held', validThrough: '2029-01-14' });
  });

  it('holds for good when neither names an end, and until the certificate’s expiry otherwise', () => {
    const forGood = (expires: string | null) =>
      matrixCell({
        person,
        requirements: [{ scope: 'person', value: 'e-1', graceDays: 0 }],
        latestCompletion: '2026-01-15',
        evidenceExpiresOn: expires,
        validityMonths: null,
        today: '2026-02-01',
        withinDays: 30,
      });
    expect(forGood(null)).toMatchObject({ state: 'held', validThrough: null });
    expect(forGood('2028-01-15')).toMatchObject({ state: 'held', validThrough: '2028-01-15' });
  });
});
