import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { givenEvents } from '../shared/given-events.ts';
import type { IncidentCommand } from './incident.commands.ts';
import { decide, evolve, initialState } from './incident.decider.ts';
import type { OriginalIncident } from './incident.disposition.ts';
import type { IncidentEvent } from './incident.events.ts';

const given = givenEvents({ decide, evolve, initialState });

const officer: CommandMetadata = {
  now: '2026-11-21T09:00:00.000Z',
  today: '2026-11-21',
  userId: 'u-2',
  userName: 'Olive Officer',
  role: 'safety-officer',
};

const reported: IncidentEvent = {
  type: 'IncidentReported',
  data: {
    type: 'injury',
    severity: 'High',
    location: 'Dock 3',
    date: '2026-11-20',
    time: '10:30',
    description: 'Strained back lifting a crate.',
    employeeName: 'Lena Fischer',
    employeeId: null,
    employeeDepartment: 'Warehouse',
    employeePosition: null,
    employeeSupervisor: null,
    injuryOccurred: true,
    medicalAttentionRequired: true,
    propertyDamage: false,
    environmentalImpact: false,
    workRelated: true,
    contributingFactors: [],
    witnessName: null,
    immediateActionsTaken: null,
    preventiveMeasures: null,
    rootCauseAnalysis: null,
    requiresInvestigation: false,
    regulatoryReporting: false,
    insuranceNotification: false,
    incidentId: 'i-2',
    reportNumber: 'IR-2026-000013',
    reportedBy: 'u-7',
    reportedAt: '2026-11-20T10:45:00.000Z',
    reporterDepartment: 'Warehouse',
  },
};

const original: NonNullable<OriginalIncident> = {
  incidentId: 'i-1',
  reportNumber: 'IR-2026-000012',
  disposition: null,
};

const markDuplicate = (
  of: OriginalIncident = original,
  reason = 'Filed twice by the employee.',
  metadata = officer,
): IncidentCommand => ({ type: 'MarkIncidentDuplicate', data: { original: of, reason }, metadata });
const voidIt = (reason = 'Test report.', metadata = officer): IncidentCommand => ({
  type: 'VoidIncident',
  data: { reason },
  metadata,
});
const reinstate = (reason = 'Not the same injury after all.', metadata = officer): IncidentCommand => ({
  type: 'ReinstateIncident',
  data: { reason },
  metadata,
});

const by = { markedBy: 'u-2', markedByName: 'Olive Officer', markedAt: '2026-11-21T09:00:00.000Z' };
const markedDuplicate: IncidentEvent = {
  type: 'IncidentMarkedDuplicate',
  data: {
    duplicateOf: 'i-1',
    duplicateOfReportNumber: 'IR-2026-000012',
    reason: 'Filed twice by the employee.',
    ...by,
  },
};
const voided: IncidentEvent = { type: 'IncidentVoided', data: { reason: 'Test report.', ...by } };

describe('given a reported incident', () => {
  it('when a safety officer marks it a duplicate of another report, then the marking names the original, the reason, who and when', () => {
    expect(given(reported).when(markDuplicate())).toEqual([markedDuplicate]);
  });

  it('when a safety officer voids it with a reason, then IncidentVoided keeps the reason, who and when', () => {
    expect(given(reported).when(voidIt('  Test report.  '))).toEqual([voided]);
  });

  it('when an administrator voids it, then it is voided', () => {
    expect(given(reported).when(voidIt('Test report.', { ...officer, role: 'admin' }))).toHaveLength(1);
  });

  it.each(['supervisor', 'employee'])('when a %s tries to mark it, then it is refused', (role) => {
    const refused = expect.objectContaining({ code: 'NotAllowed' });
    expect(() => given(reported).when(markDuplicate(original, 'x', { ...officer, role }))).toThrowError(
      refused,
    );
    expect(() => given(reported).when(voidIt('x', { ...officer, role }))).toThrowError(refused);
  });

  it('when it is marked a duplicate of itself, then it is refused naming duplicateOf', () => {
    const itself = { incidentId: 'i-2', reportNumber: 'IR-2026-000013', disposition: null };
    expect(() => given(reported).when(markDuplicate(itself))).toThrowError(
      expect.objectContaining({ code: 'DuplicateOfItself', fields: ['duplicateOf'] }),
    );
  });

  it('when the original does not exist, then it is refused naming duplicateOf', () => {
    expect(() => given(reported).when(markDuplicate(null))).toThrowError(
      expect.objectContaining({ code: 'UnknownOriginal', fields: ['duplicateOf'] }),
    );
  });

  it.each(['duplicate', 'void'] as const)(
    'when the original is itself marked %s, then it is refused naming duplicateOf',
    (disposition) => {
      expect(() => given(reported).when(markDuplicate({ ...original, disposition }))).toThrowError(
        expect.objectContaining({ code: 'OriginalIsMarked', fields: ['duplicateOf'] }),
      );
    },
  );

  it('when the reason is blank or too long, then it is refused naming the reason', () => {
    for (const reason of ['   ', 'x'.repeat(501)])
      expect(() => given(reported).when(voidIt(reason))).toThrowError(
        expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['reason'] }),
      );
  });

  it('when it is reinstated without having been marked, then it is refused', () => {
    expect(() => given(reported).when(reinstate())).toThrowError(
      expect.objectContaining({ code: 'IncidentNotMarked' }),
    );
  });
});

describe('given a report marked as a duplicate', () => {
  it('then it is out of the counts until reinstated', () => {
    const state = [reported, markedDuplicate].reduce(evolve, initialState);
    expect(state.status !== 'none' && state.disposition).toBe('duplicate');
  });

  it('when it is marked again, duplicate or void, then it is refused until it is reinstated', () => {
    const already = expect.objectContaining({ code: 'IncidentAlreadyMarked' });
    expect(() => given(reported, markedDuplicate).when(markDuplicate())).toThrowError(already);
    expect(() => given(reported, markedDuplicate).when(voidIt())).toThrowError(already);
  });

  it('when a safety officer undoes it with a reason, then IncidentReinstated says what it had been marked', () => {
    expect(given(reported, markedDuplicate).when(reinstate())).toEqual([
      {
        type: 'IncidentReinstated',
        data: { from: 'duplicate', reason: 'Not the same injury after all.', ...by },
      },
    ]);
  });

  it('when a supervisor tries to undo it, then it is refused', () => {
    expect(() =>
      given(reported, markedDuplicate).when(reinstate('x', { ...officer, role: 'supervisor' })),
    ).toThrowError(expect.objectContaining({ code: 'NotAllowed' }));
  });
});

describe('given a voided report that was reinstated', () => {
  const reinstated: IncidentEvent = {
    type: 'IncidentReinstated',
    data: { from: 'void', reason: 'Real after all.', ...by },
  };

  it('then it counts again and may be marked afresh', () => {
    const state = [reported, voided, reinstated].reduce(evolve, initialState);
    expect(state.status !== 'none' && state.disposition).toBeNull();
    expect(given(reported, voided, reinstated).when(markDuplicate())).toEqual([markedDuplicate]);
  });
});

describe('given no incident', () => {
  it('when it is marked, then it is not found', () => {
    expect(() => given().when(voidIt())).toThrowError(expect.objectContaining({ code: 'IncidentNotFound' }));
  });
});
