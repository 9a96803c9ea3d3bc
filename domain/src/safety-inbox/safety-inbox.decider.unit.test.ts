import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState, type SafetyInboxCommand } from './safety-inbox.decider.ts';
import type { SafetyInboxEvent } from './safety-inbox.events.ts';

const at = '2026-03-01T15:00:00.000Z';
const meta = (userId: string, role: string): CommandMetadata => ({
  now: at,
  today: '2026-03-01',
  userId,
  userName: null,
  role,
});
const employee = meta('e-1', 'employee');
const officer = meta('o-1', 'safety-officer');

const send: SafetyInboxCommand = {
  type: 'SendSafetyMessage',
  data: {
    itemId: 'i-1',
    company: 'TODCO',
    subject: 'Blocked exit',
    message: 'Bay 4 exit is blocked.',
    aboutReportNumber: null,
  },
  metadata: employee,
};
const report: SafetyInboxCommand = {
  type: 'ReportComplianceIssue',
  data: {
    itemId: 'i-2',
    company: 'TODCO',
    category: 'training',
    description: 'Forklift cards expired',
    department: 'Warehouse',
    location: null,
  },
  metadata: employee,
};
const review = (company: 'TODCO' | 'IPSI' | null = 'TODCO'): SafetyInboxCommand => ({
  type: 'StartSafetyInboxReview',
  data: { company },
  metadata: officer,
});
const resolve: SafetyInboxCommand = {
  type: 'ResolveSafetyInboxItem',
  data: { company: 'TODCO', note: 'Cards renewed' },
  metadata: officer,
};
const dismiss: SafetyInboxCommand = {
  type: 'DismissSafetyInboxItem',
  data: { company: 'TODCO', reason: 'Duplicate of an earlier report' },
  metadata: officer,
};

const given = (...commands: SafetyInboxCommand[]) => {
  let events: SafetyInboxEvent[] = [];
  for (const command of commands)
    events = [...events, ...decide(command, events.reduce(evolve, initialState))];
  return { when: (command: SafetyInboxCommand) => decide(command, events.reduce(evolve, initialState)) };
};
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'no error';
};

describe('reaching the safety team', () => {
  it('a message is sent by the signed-in user to their company safety team', () => {
    expect(given().when(send)).toEqual([
      {
        type: 'SafetyMessageSent',
        data: { ...send.data, submittedBy: 'e-1', submittedAt: at },
      },
    ]);
  });

  it('a compliance issue is recorded open with its category and department', () => {
    const [event] = given().when(report);
    expect(event?.type).toBe('ComplianceIssueReported');
    expect(event?.data).toMatchObject({ category: 'training', department: 'Warehouse', submittedBy: 'e-1' });
  });

  it('the same item cannot be sent twice', () => {
    expect(codeOf(() => given(send).when(send))).toBe('SafetyInboxItemAlreadyExists');
  });

  it('nobody signed in cannot send', () => {
    expect(codeOf(() => given().when({ ...send, metadata: { ...employee, userId: null } }))).toBe(
      'NotSignedIn',
    );
  });
});

describe('triage: open -> under review -> resolved or dismissed', () => {
  it('an officer starts the review of an open issue', () => {
    expect(given(report).when(review())).toEqual([
      { type: 'SafetyInboxReviewStarted', data: { by: 'o-1', at } },
    ]);
  });

  it('starting the review again changes nothing', () => {
    expect(given(report, review()).when(review())).toEqual([]);
  });

  it('an issue under review is resolved with its note', () => {
    expect(given(report, review()).when(resolve)).toEqual([
      { type: 'SafetyInboxItemResolved', data: { by: 'o-1', at, note: 'Cards renewed' } },
    ]);
  });

  it('an issue under review is dismissed with its reason', () => {
    expect(given(report, review()).when(dismiss)).toEqual([
      { type: 'SafetyInboxItemDismissed', data: { by: 'o-1', at, reason: 'Duplicate of an earlier report' } },
    ]);
  });

  it('an open issue cannot be resolved or dismissed before review', () => {
    expect(codeOf(() => given(report).when(resolve))).toBe('SafetyInboxTransitionInvalid');
    expect(codeOf(() => given(report).when(dismiss))).toBe('SafetyInboxTransitionInvalid');
  });

  it('a resolved issue cannot be reviewed, resolved again or dismissed', () => {
    const done = given(report, review(), resolve);
    expect(codeOf(() => done.when(review()))).toBe('SafetyInboxTransitionInvalid');
    expect(codeOf(() => done.when(resolve))).toBe('SafetyInboxTransitionInvalid');
    expect(codeOf(() => done.when(dismiss))).toBe('SafetyInboxTransitionInvalid');
  });

  it('an officer of another company does not find the item; an administrator (any company) does', () => {
    expect(codeOf(() => given(send).when(review('IPSI')))).toBe('SafetyInboxItemNotFound');
    expect(given(send).when(review(null))).toHaveLength(1);
  });

  it('an item that was never sent is not found', () => {
    expect(codeOf(() => given().when(review()))).toBe('SafetyInboxItemNotFound');
  });
});
