import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import type { CertifyOshaSummary } from './summary-certification.commands.ts';
import { decide, evolve, initialState } from './summary-certification.decider.ts';
import { givenEvents } from '../shared/given-events.ts';

const metadata: CommandMetadata = {
  now: '2027-02-01T15:00:00.000Z',
  today: '2027-02-01',
  userId: 'u-admin',
  userName: 'Ada Admin',
  role: 'admin',
};

const certify = (change: Partial<CertifyOshaSummary['data']> = {}): CertifyOshaSummary => ({
  type: 'CertifyOshaSummary',
  data: {
    establishmentId: 'e-1',
    year: 2026,
    executiveName: 'Grace Chief',
    executiveTitle: 'President',
    certifiedOn: '2027-02-01',
    summarySha256: 'a'.repeat(64),
    currentSha256: 'a'.repeat(64),
    timeZone: 'America/Chicago',
    ...change,
  },
  metadata,
});

const given = givenEvents({ decide, evolve, initialState });

const [certified] = given().when(certify());

describe('certifying a year-end Form 300A', () => {
  it('records the executive, the date, the summary hash, the admin who signed in, the meaning and the zone', () => {
    expect(certified).toEqual({
      type: 'OshaSummaryCertified',
      data: expect.objectContaining({
        year: 2026,
        executiveName: 'Grace Chief',
        executiveTitle: 'President',
        certifiedOn: '2027-02-01',
        summarySha256: 'a'.repeat(64),
        certifiedBy: 'u-admin',
        certifiedByName: 'Ada Admin',
        certifiedAt: '2027-02-01T15:00:00.000Z',
        meaning: 'Certified',
        timeZone: 'America/Chicago',
      }),
    });
  });

  it('is refused when the records changed after the executive opened the summary', () => {
    expect(() => given().when(certify({ currentSha256: 'b'.repeat(64) }))).toThrow(
      expect.objectContaining({ code: 'SummaryChanged' }),
    );
  });

  it('is refused before the year is over and for a date in the future', () => {
    expect(() => given().when(certify({ certifiedOn: '2026-12-31' }))).toThrow(
      expect.objectContaining({ code: 'DateOutOfRange', fields: ['certifiedOn'] }),
    );
    expect(() => given().when(certify({ certifiedOn: '2027-02-02' }))).toThrow(
      expect.objectContaining({ code: 'DateOutOfRange', fields: ['certifiedOn'] }),
    );
  });

  it('the same certification sent twice is recorded once', () => {
    expect(given(certified!).when(certify())).toEqual([]);
  });

  it('an out-of-date summary can be certified again with its new hash', () => {
    const again = given(certified!).when(
      certify({ summarySha256: 'c'.repeat(64), currentSha256: 'c'.repeat(64) }),
    );
    expect(again).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ summarySha256: 'c'.repeat(64) }) }),
    ]);
  });
});
