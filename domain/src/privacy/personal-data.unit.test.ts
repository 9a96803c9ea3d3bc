import { describe, expect, it } from 'vitest';
import { personalFieldsOf, personalPathsOf } from './personal-data.ts';

const OWNER = '0190a000-0000-7000-8000-000000000001';
const ACTOR = '0190a000-0000-7000-8000-000000000002';

const fields = (type: string, data: unknown, streamId = 'thing-1') =>
  personalFieldsOf(type, data, streamId).map(({ path, subject }) => `${path.join('.')}@${subject}`);

describe("which fields of an event are a person's data", () => {
  it("seals a name beside its id with that person's key, in any event type", () => {
    expect(
      fields('CorrectiveActionReassigned', {
        fromOwnerId: ACTOR,
        ownerId: OWNER,
        ownerName: 'Dana Ortiz',
        by: ACTOR,
        byName: 'Alex Morgan',
        at: '2026-12-02T09:00:00Z',
      }),
    ).toEqual([`ownerName@${OWNER}`, `byName@${ACTOR}`]);
  });

  it("seals an outside certificate's number and file name with its holder's key, not the recorder's", () => {
    expect(
      fields('TrainingCertificateSubmitted', {
        certificateId: 'c-1',
        trainingId: 't-1',
        trainingTitle: 'Forklift Operation',
        userId: OWNER,
        issuer: 'Gulf Safety Council',
        certificateNumber: 'GSC-2026-0415',
        issuedOn: '2026-10-01',
        expiresOn: null,
        file: {
          sha256: 'ab',
          size: 10,
          mediaType: 'application/pdf',
          fileType: 'pdf',
          originalName: 'card.pdf',
        },
        submittedBy: ACTOR,
        submittedAt: '2026-10-02T09:00:00Z',
      }),
    ).toEqual([`certificateNumber@${OWNER}`, `file.originalName@${OWNER}`]);
  });

  it("finds an assignee's name one object down, beside the assignee's id", () => {
    expect(
      fields('InspectionScheduled', {
        area: 'Warehouse dock',
        assignee: { employeeId: OWNER, employeeName: 'Jamie Chen', department: 'Production', role: null },
      }),
    ).toEqual([`assignee.employeeName@${OWNER}`]);
  });

  it('leaves the names of places and things, names without an id, and empty names as they are', () => {
    expect(
      fields('InspectionStarted', {
        establishmentId: 'e-1',
        establishmentName: 'Plant 1',
        templateName: 'Forklift daily check',
        inspectorId: OWNER,
        inspectorName: 'Jamie Chen',
        uploadedBy: null,
        uploadedByName: 'The system (sample data)',
        signedBy: ACTOR,
        signedByName: null,
      }),
    ).toEqual([`inspectorName@${OWNER}`]);
  });

  it("keeps the map's own rule for a field it names, not a second one for the same place", () => {
    const reported = fields(
      'IncidentReported',
      {
        incidentId: 'i-1',
        employeeId: OWNER,
        employeeName: 'Jamie Chen',
        reportedBy: ACTOR,
        reporterName: 'Alex Morgan',
      },
      'incident-i-1',
    );
    expect(reported.filter((f) => f.startsWith('employeeName@'))).toEqual([`employeeName@${OWNER}`]);
    expect(reported).toContain(`reporterName@${ACTOR}`);
  });

  it('reads back from every place a name was sealed, whatever is stored there now', () => {
    const stored = {
      assignee: { employeeId: OWNER, employeeName: { $pd: 'v1', s: OWNER, c: 'x' } },
      byName: null,
      by: null,
    };
    expect(personalPathsOf('InspectionScheduled', stored).map((p) => p.join('.'))).toEqual(
      expect.arrayContaining(['assignee.employeeName', 'byName']),
    );
  });
});
