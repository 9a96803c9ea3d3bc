import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState } from './osha-report.decider.ts';
import type { OshaReportEvent } from './osha-report.events.ts';
import { givenEvents } from '../shared/given-events.ts';

const admin: CommandMetadata = {
  now: '2026-12-01T09:00:00.000Z',
  today: '2026-12-01',
  userId: 'admin-1',
  userName: 'Alex Morgan',
  role: 'admin',
};
const given = givenEvents(
  { decide, evolve, initialState },
  (data: { referenceNumber: string; reportedAt: string; reportedBy: string }) => ({
    type: 'RecordOshaReport' as const,
    data: { incidentId: 'inc-1', ...data },
    metadata: admin,
  }),
);
const call = { referenceNumber: ' 1234567 ', reportedAt: '2026-12-01T08:15:00Z', reportedBy: 'Alex Morgan' };
const recorded: OshaReportEvent = {
  type: 'OshaReportRecorded',
  data: {
    incidentId: 'inc-1',
    referenceNumber: '1234567',
    reportedAt: '2026-12-01T08:15:00.000Z',
    reportedBy: 'Alex Morgan',
    recordedBy: 'admin-1',
    recordedByName: 'Alex Morgan',
    recordedAt: admin.now,
  },
};

describe('given no report to OSHA yet', () => {
  it('when an admin records the call with its reference number, then OshaReportRecorded says who and when', () => {
    expect(given().when(call)).toEqual([recorded]);
  });
  it('when the reference number is blank, then it is refused and names the field', () => {
    expect(() => given().when({ ...call, referenceNumber: '  ' })).toThrow(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['referenceNumber'] }),
    );
  });
  it('when the report is dated after now, then it is refused', () => {
    expect(() => given().when({ ...call, reportedAt: '2026-12-01T10:00:00Z' })).toThrow(
      expect.objectContaining({ code: 'DateOutOfRange', fields: ['reportedAt'] }),
    );
  });
});

describe('given a recorded report', () => {
  it('when the same report is recorded again, then nothing new is recorded', () => {
    expect(given(recorded).when(call)).toEqual([]);
  });
  it('when the reference number is corrected, then a new OshaReportRecorded replaces it', () => {
    const [event] = given(recorded).when({ ...call, referenceNumber: '1234568' });
    expect(event?.data.referenceNumber).toBe('1234568');
  });
});
