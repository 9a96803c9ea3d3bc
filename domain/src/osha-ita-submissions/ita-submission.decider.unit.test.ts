import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState } from './ita-submission.decider.ts';
import type { ItaSubmissionEvent } from './ita-submission.events.ts';
import { givenEvents } from '../shared/given-events.ts';

const admin: CommandMetadata = {
  now: '2027-02-20T15:00:00.000Z',
  today: '2027-02-20',
  userId: 'admin-1',
  userName: 'Alex Morgan',
  role: 'admin',
};

const given = givenEvents(
  { decide, evolve, initialState },
  (data: { year: number; confirmationNumber: string }) => ({
    type: 'RecordItaSubmission' as const,
    data: { establishmentId: 'site-1', ...data },
    metadata: admin,
  }),
);

const recorded: ItaSubmissionEvent = {
  type: 'ItaSubmissionRecorded',
  data: {
    establishmentId: 'site-1',
    year: 2026,
    confirmationNumber: 'ITA-2026-0042',
    recordedBy: 'admin-1',
    recordedByName: 'Alex Morgan',
    recordedAt: admin.now,
  },
};

describe('given nothing submitted yet', () => {
  it("when an admin records last year's submission, then ItaSubmissionRecorded says who and when", () => {
    expect(given().when({ year: 2026, confirmationNumber: ' ITA-2026-0042 ' })).toEqual([recorded]);
  });

  it('when the confirmation number is blank, then it is refused and names the field', () => {
    expect(() => given().when({ year: 2026, confirmationNumber: ' ' })).toThrow(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['confirmationNumber'] }),
    );
  });

  it('when the year is not over yet, then it is refused and names the field', () => {
    expect(() => given().when({ year: 2027, confirmationNumber: 'ITA-1' })).toThrow(
      expect.objectContaining({ code: 'DateOutOfRange', fields: ['year'] }),
    );
  });
});

describe('given a recorded submission', () => {
  it('when the same submission is recorded again, then nothing new is recorded', () => {
    expect(given(recorded).when({ year: 2026, confirmationNumber: 'ITA-2026-0042' })).toEqual([]);
  });

  it('when another year is submitted, then it is recorded beside the first', () => {
    expect(given(recorded).when({ year: 2025, confirmationNumber: 'ITA-2025-7' })[0]?.data.year).toBe(2025);
  });
});
