import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import type { IncidentCommand } from './incident.commands.ts';
import { decide, evolve, initialState } from './incident.decider.ts';
import type { IncidentEvent } from './incident.events.ts';
import type { IncidentReport } from './incident.report.ts';
import { givenEvents } from '../shared/given-events.ts';
import type { AttachmentRef } from '../attachments/attachment.events.ts';

const given = givenEvents({ decide, evolve, initialState });

const report: IncidentReport = {
  type: 'injury',
  severity: 'High',
  location: 'Workshop 2',
  date: '2026-11-20',
  time: '10:30',
  description: 'Cut on the left hand from an unguarded blade.',
  employeeName: 'Lena Fischer',
  employeeId: null,
  employeeDepartment: 'Maintenance',
  employeePosition: null,
  employeeSupervisor: null,
  injuryOccurred: true,
  medicalAttentionRequired: true,
  propertyDamage: false,
  environmentalImpact: false,
  workRelated: true,
  contributingFactors: ['Equipment malfunction'],
  witnessName: null,
  immediateActionsTaken: 'First aid given.',
  preventiveMeasures: null,
  rootCauseAnalysis: null,
  requiresInvestigation: true,
  regulatoryReporting: true,
  insuranceNotification: false,
};

const reportIncident = (overrides: Partial<IncidentReport> = {}): IncidentCommand => ({
  type: 'ReportIncident',
  data: {
    incidentId: 'i-1',
    reportNumber: 'IR-2026-000001',
    report: { ...report, ...overrides },
    reporterDepartment: 'Warehouse',
  },
  metadata: {
    now: '2026-11-20T10:45:00.000Z',
    today: '2026-11-20',
    userId: 'u-7',
    userName: 'Lena Fischer',
    role: 'employee',
  },
});

const reported: IncidentEvent = {
  type: 'IncidentReported',
  data: {
    ...report,
    incidentId: 'i-1',
    reportNumber: 'IR-2026-000001',
    reportedBy: 'u-7',
    reportedAt: '2026-11-20T10:45:00.000Z',
    reporterDepartment: 'Warehouse',
  },
};

describe('given no incident yet', () => {
  it('when an employee reports one, then IncidentReported keeps every field of the form, the number, the reporter and their department', () => {
    expect(given().when(reportIncident())).toEqual([reported]);
  });

  it('when location, description and employee name are blank, then it is refused naming all three', () => {
    const attempt = () => given().when(reportIncident({ location: '', description: '', employeeName: '' }));
    expect(attempt).toThrowError(
      expect.objectContaining({
        code: 'MissingRequiredInformation',
        message: 'Please fill in location, description, and employee name.',
        fields: ['location', 'description', 'employeeName'],
      }),
    );
  });

  it('when only the description is blank, then only the description is named', () => {
    try {
      given().when(reportIncident({ description: '' }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).fields).toEqual(['description']);
    }
  });

  it("when the incident date is after today in the site's time zone, then it is refused naming the date", () => {
    expect(given().when(reportIncident({ date: '2026-11-20' }))).toHaveLength(1);
    expect(() => given().when(reportIncident({ date: '2026-11-21' }))).toThrowError(
      expect.objectContaining({ code: 'DateOutOfRange', fields: ['date'] }),
    );
  });
});

describe('given a reported incident', () => {
  it('when the same incident is reported again, then it is refused', () => {
    expect(() => given(reported).when(reportIncident())).toThrowError(
      expect.objectContaining({ code: 'IncidentAlreadyReported' }),
    );
  });

  it('then its status is submitted', () => {
    expect(evolve(initialState, reported)).toEqual({
      status: 'submitted',
      reportNumber: 'IR-2026-000001',
      establishmentId: null,
      actionIds: [],
      attachmentCount: 0,
    });
  });
});

describe('establishments of incidents', () => {
  const assign = (establishmentId: string): IncidentCommand => ({
    type: 'AssignIncidentEstablishment',
    data: { establishmentId },
    metadata: { ...reportIncident().metadata, userId: 'admin-1', userName: 'Alex Morgan', role: 'admin' },
  });
  const assigned = (establishmentId: string, from: string | null) => ({
    type: 'IncidentEstablishmentAssigned' as const,
    data: {
      establishmentId,
      from,
      assignedBy: 'admin-1',
      assignedByName: 'Alex Morgan',
      assignedAt: reportIncident().metadata.now,
    },
  });
  it('an administrator files an older report under an establishment', () => {
    expect(decide(assign('est-1'), evolve(initialState, reported))).toEqual([assigned('est-1', null)]);
  });
  it('filing it again under the same establishment records nothing; another one records where it was', () => {
    const state = [reported, assigned('est-1', null)].reduce(evolve, initialState);
    expect(decide(assign('est-1'), state)).toEqual([]);
    expect(decide(assign('est-2'), state)).toEqual([assigned('est-2', 'est-1')]);
  });
  it('an incident that does not exist cannot be filed', () => {
    expect(() => decide(assign('est-1'), initialState)).toThrow(
      expect.objectContaining({ code: 'IncidentNotFound' }),
    );
  });
});

const statuses = ['submitted', 'under-review', 'investigating', 'resolved', 'closed'] as const;
const changeStatus = (status: (typeof statuses)[number], note: string | null = null): IncidentCommand => ({
  type: 'ChangeIncidentStatus',
  data: { status, note },
  metadata: {
    now: '2026-11-21T09:00:00.000Z',
    today: '2026-11-21',
    userId: 'admin-1',
    userName: 'Alex Morgan',
    role: 'admin',
  },
});
const statusChanged = (from: string, to: string, note: string | null = null): IncidentEvent =>
  ({
    type: 'IncidentStatusChanged',
    data: {
      from,
      to,
      note,
      changedBy: 'admin-1',
      changedByName: 'Alex Morgan',
      changedAt: '2026-11-21T09:00:00.000Z',
    },
  }) as IncidentEvent;

describe('status changes', () => {
  for (const from of statuses) {
    for (const to of statuses) {
      const history = from === 'submitted' ? [reported] : [reported, statusChanged('submitted', from)];
      if (from === to) {
        it(`given a ${from} incident, when an admin sets ${to} again, then nothing changes`, () => {
          expect(given(...history).when(changeStatus(to, 'Checked on site'))).toEqual([]);
        });
      } else {
        it(`given a ${from} incident, when an admin sets ${to}, then the change from ${from} to ${to} is recorded with who and when`, () => {
          expect(given(...history).when(changeStatus(to, 'Checked on site'))).toEqual([
            statusChanged(from, to, 'Checked on site'),
          ]);
        });
      }
    }
  }

  for (const to of ['resolved', 'closed'] as const) {
    for (const note of [null, '', '   ']) {
      it(`given an incident under review, when an admin sets ${to} with the note ${JSON.stringify(note)}, then it is refused naming the note`, () => {
        const underReview = given(reported, statusChanged('submitted', 'under-review'));
        expect(() => underReview.when(changeStatus(to, note))).toThrowError(
          expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['note'] }),
        );
      });
    }
  }

  it('given a resolved incident, when an admin sets it resolved again without a note, then it is refused too', () => {
    const resolved = given(reported, statusChanged('submitted', 'resolved', 'Guard refitted'));
    expect(() => resolved.when(changeStatus('resolved'))).toThrowError(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['note'] }),
    );
  });

  it('given a resolved incident, when an admin reopens it without a note, then the change is recorded', () => {
    const resolved = given(reported, statusChanged('submitted', 'resolved', 'Guard refitted'));
    expect(resolved.when(changeStatus('investigating'))).toEqual([
      statusChanged('resolved', 'investigating'),
    ]);
  });

  it('given no incident, when a status is set, then it is refused as not found', () => {
    expect(() => given().when(changeStatus('resolved', 'Done'))).toThrowError(
      expect.objectContaining({ code: 'IncidentNotFound' }),
    );
  });
});

const comment = (text: string): IncidentCommand => ({
  type: 'CommentOnIncident',
  data: { text },
  metadata: {
    now: '2026-11-21T08:00:00.000Z',
    today: '2026-11-21',
    userId: 'u-9',
    userName: 'Marco Rossi',
    role: 'supervisor',
  },
});

describe('comments', () => {
  it('given a reported incident, when a supervisor comments, then IncidentCommented keeps the text and its author', () => {
    expect(given(reported).when(comment('  Spoke with the shift lead; spotter rota fixed.  '))).toEqual([
      {
        type: 'IncidentCommented',
        data: {
          text: 'Spoke with the shift lead; spotter rota fixed.',
          commentedBy: 'u-9',
          commentedByName: 'Marco Rossi',
          commentedAt: '2026-11-21T08:00:00.000Z',
        },
      },
    ]);
  });

  it('given a reported incident, when a blank comment is sent, then it is refused naming the text', () => {
    expect(() => given(reported).when(comment('   '))).toThrowError(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['text'] }),
    );
  });

  it('given no incident, when someone comments, then it is refused as not found', () => {
    expect(() => given().when(comment('Hello'))).toThrowError(
      expect.objectContaining({ code: 'IncidentNotFound' }),
    );
  });
});

describe('closing the loop: an incident with corrective actions not verified', () => {
  const unverified = [{ actionId: 'a-1', title: 'Guard the blade', state: 'done' }];
  const close = (role: string, overrideReason: string | null): IncidentCommand => {
    const command = changeStatus('closed', 'Investigation finished');
    return {
      ...command,
      data: { ...command.data, unverifiedActions: unverified, overrideReason },
      metadata: { ...command.metadata, role },
    } as IncidentCommand;
  };
  const linked: IncidentEvent = {
    type: 'IncidentCorrectiveActionRaised',
    data: {
      actionId: 'a-1',
      title: 'Guard the blade',
      raisedBy: 'officer-1',
      raisedByName: 'Sam Officer',
      raisedAt: '2026-11-21T08:00:00.000Z',
    },
  };

  it('records the actions raised from it, so closing can find them', () => {
    expect([reported, linked].reduce(evolve, initialState)).toMatchObject({ actionIds: ['a-1'] });
  });
  it('when anyone closes it without a reason, then it is refused naming the open action', () => {
    expect(() => given(reported, linked).when(close('admin', null))).toThrowError(
      expect.objectContaining({
        code: 'IncidentHasOpenActions',
        message: expect.stringContaining('"Guard the blade" (done)'),
      }),
    );
  });
  it('when a safety officer gives a reason, then only an administrator may override', () => {
    expect(() => given(reported, linked).when(close('safety-officer', 'Contractor left'))).toThrowError(
      expect.objectContaining({ code: 'NotAllowed' }),
    );
  });
  it('when an administrator gives a reason, then it closes and the event keeps the reason and the actions', () => {
    expect(given(reported, linked).when(close('admin', 'Site sold'))).toEqual([
      {
        type: 'IncidentStatusChanged',
        data: {
          from: 'submitted',
          to: 'closed',
          note: 'Investigation finished',
          changedBy: 'admin-1',
          changedByName: 'Alex Morgan',
          changedAt: '2026-11-21T09:00:00.000Z',
          openActionsOverride: { reason: 'Site sold', actions: unverified },
        },
      },
    ]);
  });
  it('when it is only resolved, then unverified actions do not hold it back', () => {
    const resolve = { ...changeStatus('resolved', 'Fixed') } as IncidentCommand & {
      type: 'ChangeIncidentStatus';
    };
    expect(
      given(reported, linked).when({ ...resolve, data: { ...resolve.data, unverifiedActions: unverified } }),
    ).toHaveLength(1);
  });
});

describe('photos and files on a report', () => {
  const photo = (n: number): AttachmentRef => ({
    attachmentId: `a-${n}`,
    sha256: String(n).padStart(64, '0'),
    thumbnailSha256: null,
    contentType: 'image/png',
    size: 100,
    name: `p${n}.png`,
  });
  const withPhotos = (count: number): IncidentCommand => {
    const command = reportIncident() as IncidentCommand & { type: 'ReportIncident' };
    return {
      ...command,
      data: { ...command.data, attachments: Array.from({ length: count }, (_, i) => photo(i)) },
    };
  };
  const add = (n: number): IncidentCommand => ({
    type: 'AddIncidentAttachment',
    data: { attachment: photo(n) },
    metadata: {
      now: '2026-11-21T09:00:00.000Z',
      today: '2026-11-21',
      userId: 'u-7',
      userName: 'Lena Fischer',
      role: 'employee',
    },
  });

  it('when reported with files, then the event lists them; without any, it has no attachments field', () => {
    const [event] = given().when(withPhotos(2)) as [Extract<IncidentEvent, { type: 'IncidentReported' }>];
    expect(event.data.attachments).toEqual([photo(0), photo(1)]);
    expect('attachments' in given().when(withPhotos(0))[0]!.data).toBe(false);
  });

  it('when an eleventh file comes with the report or later, then it is refused naming the field', () => {
    expect(() => given().when(withPhotos(11))).toThrowError(
      expect.objectContaining({ code: 'TooManyAttachments', fields: ['attachmentIds'] }),
    );
    const ten = given().when(withPhotos(10));
    expect(() => given(...ten).when(add(10))).toThrowError(
      expect.objectContaining({ code: 'TooManyAttachments', fields: ['file'] }),
    );
    const nine = given().when(withPhotos(9));
    expect(given(...nine).when(add(9))).toEqual([
      {
        type: 'IncidentAttachmentAdded',
        data: {
          attachment: photo(9),
          addedBy: 'u-7',
          addedByName: 'Lena Fischer',
          addedAt: '2026-11-21T09:00:00.000Z',
        },
      },
    ]);
  });
});
