import { describe, expect, it } from 'vitest';
import type { CorrectiveActionCommand } from './corrective-action.commands.ts';
import { decide, evolve, initialState } from './corrective-action.decider.ts';
import type { CorrectiveActionEvent } from './corrective-action.events.ts';
import { isActionOverdue } from './corrective-action.vocabulary.ts';
import { actingAt, commandOf, givenEvents, stampOf as stamp } from '../shared/given-events.ts';

const at = '2026-11-26T09:00:00.000Z';
const as = actingAt(at);
const owner = as('owner-1', 'employee');
const stranger = as('emp-2', 'employee');
const officer = as('officer-1', 'safety-officer');

const given = givenEvents({ decide, evolve, initialState }, commandOf<CorrectiveActionCommand>());

const raise = {
  actionId: 'a-1',
  title: 'Guard the blade of saw 2',
  description: 'Fit a fixed guard',
  controlLevel: 'engineering' as const,
  owner: { id: 'owner-1', name: 'Olivia Owner' },
  dueDate: '2026-12-01',
  priority: 'high' as const,
  establishmentId: null,
  source: { kind: 'incident' as const, incidentId: 'i-1' },
};
const raised: CorrectiveActionEvent = {
  type: 'CorrectiveActionRaised',
  data: {
    actionId: 'a-1',
    title: raise.title,
    description: raise.description,
    controlLevel: 'engineering',
    ownerId: 'owner-1',
    ownerName: 'Olivia Owner',
    dueDate: '2026-12-01',
    priority: 'high',
    establishmentId: null,
    source: { kind: 'incident', incidentId: 'i-1' },
    ...stamp(officer),
  },
};
const started: CorrectiveActionEvent = { type: 'CorrectiveActionStarted', data: stamp(owner) };
const photo = {
  sha256: 'b'.repeat(64),
  size: 70,
  mediaType: 'image/png',
  fileType: 'png',
  originalName: 'guard.png',
};
const photoAdded: CorrectiveActionEvent = {
  type: 'CorrectiveActionPhotoAdded',
  data: { ...stamp(owner), file: photo },
};
const completed: CorrectiveActionEvent = {
  type: 'CorrectiveActionCompleted',
  data: { ...stamp(owner), note: 'Guard fitted', photos: [photo.sha256] },
};

describe('given no action yet', () => {
  it('when a safety officer raises one from an incident, then it is open with its owner, due date and source', () => {
    expect(given().when('RaiseCorrectiveAction', raise, officer)).toEqual([raised]);
  });
  it('when the due date is in the past, then the due date is refused', () => {
    expect(() =>
      given().when('RaiseCorrectiveAction', { ...raise, dueDate: '2026-11-25' }, officer),
    ).toThrowError(expect.objectContaining({ code: 'DateOutOfRange', fields: ['dueDate'] }));
  });
});

describe('given an open action', () => {
  it('when its owner starts it, then work started is recorded with who and when', () => {
    expect(given(raised).when('StartCorrectiveAction', {}, owner)).toEqual([started]);
  });
  it('when someone else tries to complete it, then it is refused as not theirs', () => {
    expect(() => given(raised).when('CompleteCorrectiveAction', { note: 'done' }, stranger)).toThrowError(
      expect.objectContaining({ code: 'NotYourAction' }),
    );
    expect(() => given(raised).when('CompleteCorrectiveAction', { note: 'done' }, officer)).toThrowError(
      expect.objectContaining({ code: 'NotYourAction' }),
    );
  });
  it('when the owner completes it without a note, then the note is required', () => {
    expect(() => given(raised).when('CompleteCorrectiveAction', { note: '  ' }, owner)).toThrowError(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['note'] }),
    );
  });
  it('when it is verified before it is done, then that is refused', () => {
    expect(() => given(raised, started).when('VerifyCorrectiveAction', { note: null }, officer)).toThrowError(
      expect.objectContaining({ code: 'ActionStateConflict' }),
    );
  });
  it('when an officer moves the due date, then the old and the new date are recorded', () => {
    expect(given(raised).when('ChangeCorrectiveActionDueDate', { dueDate: '2026-12-10' }, officer)).toEqual([
      {
        type: 'CorrectiveActionDueDateChanged',
        data: { ...stamp(officer), from: '2026-12-01', to: '2026-12-10' },
      },
    ]);
  });
  it('when it is reassigned, then the new owner completes it and the old one no longer may', () => {
    const [reassigned] = given(raised).when(
      'ReassignCorrectiveAction',
      { owner: { id: 'emp-2', name: 'Emil Two' } },
      officer,
    );
    expect(reassigned).toEqual({
      type: 'CorrectiveActionReassigned',
      data: { ...stamp(officer), fromOwnerId: 'owner-1', ownerId: 'emp-2', ownerName: 'Emil Two' },
    });
    expect(() =>
      given(raised, reassigned!).when('CompleteCorrectiveAction', { note: 'x' }, owner),
    ).toThrowError(expect.objectContaining({ code: 'NotYourAction' }));
    expect(
      given(raised, reassigned!).when('CompleteCorrectiveAction', { note: 'x' }, stranger)[0]?.type,
    ).toBe('CorrectiveActionCompleted');
  });
});

describe('given an action in progress with a photo', () => {
  it('when the owner completes it with a note, then it is done and carries the photo', () => {
    expect(
      given(raised, started, photoAdded).when('CompleteCorrectiveAction', { note: ' Guard fitted ' }, owner),
    ).toEqual([completed]);
  });
});

describe('given a done action', () => {
  it('when a safety officer verifies it, then it is verified effective', () => {
    expect(
      given(raised, started, photoAdded, completed).when(
        'VerifyCorrectiveAction',
        { note: 'Checked on site' },
        officer,
      ),
    ).toEqual([{ type: 'CorrectiveActionVerified', data: { ...stamp(officer), note: 'Checked on site' } }]);
  });
  it('when a supervisor or the owner verifies it, then only the safety team may', () => {
    for (const who of [as('sup-1', 'supervisor'), owner]) {
      expect(() => given(raised, completed).when('VerifyCorrectiveAction', { note: null }, who)).toThrowError(
        expect.objectContaining({ code: 'NotAllowed' }),
      );
    }
  });
  it('when an officer reopens it without a reason, then the reason is required', () => {
    expect(() =>
      given(raised, completed).when('ReopenCorrectiveAction', { reason: '' }, officer),
    ).toThrowError(expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['reason'] }));
  });
  it('when an officer reopens it with a reason, then it goes back to in progress and can be done again', () => {
    const history = [raised, started, photoAdded, completed];
    const [reopened] = given(...history).when('ReopenCorrectiveAction', { reason: 'Guard loose' }, officer);
    expect(reopened).toEqual({
      type: 'CorrectiveActionReopened',
      data: { ...stamp(officer), reason: 'Guard loose', from: 'done', to: 'in-progress' },
    });
    // The photo belonged to the first completion; the second presents only what is added after.
    expect(given(...history, reopened!).when('CompleteCorrectiveAction', { note: 'Bolted' }, owner)).toEqual([
      { type: 'CorrectiveActionCompleted', data: { ...stamp(owner), note: 'Bolted', photos: [] } },
    ]);
  });
  it('when an action never started is reopened, then it is open again', () => {
    expect(
      given(raised, completed).when('ReopenCorrectiveAction', { reason: 'Wrong saw' }, officer)[0],
    ).toMatchObject({
      data: { to: 'open' },
    });
  });
  it('when the owner adds a photo after it is done, then that is refused', () => {
    expect(() =>
      given(raised, completed).when('AddCorrectiveActionPhoto', { file: photo }, owner),
    ).toThrowError(expect.objectContaining({ code: 'ActionStateConflict' }));
  });
});

describe('overdue in the establishment time zone', () => {
  const open = { state: 'open' as const, dueDate: '2026-11-26' };
  it('is not overdue during the due date, up to local midnight in Chicago', () => {
    // 23:59 on 26 November in Chicago (UTC-6) is already 27 November in UTC.
    expect(isActionOverdue(open, new Date('2026-11-27T05:59:00Z'), 'America/Chicago')).toBe(false);
    expect(isActionOverdue(open, new Date('2026-11-27T06:00:00Z'), 'America/Chicago')).toBe(true);
  });
  it('is overdue from local midnight in Berlin, hours before midnight in UTC', () => {
    expect(isActionOverdue(open, new Date('2026-11-26T22:59:00Z'), 'Europe/Berlin')).toBe(false);
    expect(isActionOverdue(open, new Date('2026-11-26T23:00:00Z'), 'Europe/Berlin')).toBe(true);
    expect(isActionOverdue(open, new Date('2026-11-26T23:00:00Z'), 'UTC')).toBe(false);
  });
  it('is never overdue once done or verified', () => {
    const late = new Date('2027-01-10T12:00:00Z');
    expect(isActionOverdue({ ...open, state: 'in-progress' }, late, 'UTC')).toBe(true);
    expect(isActionOverdue({ ...open, state: 'done' }, late, 'UTC')).toBe(false);
    expect(isActionOverdue({ ...open, state: 'verified' }, late, 'UTC')).toBe(false);
  });
});
