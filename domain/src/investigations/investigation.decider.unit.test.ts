import { describe, expect, it } from 'vitest';
import { actingAt, codeOf, commandOf, givenEvents, stampOf as stamp } from '../shared/given-events.ts';
import type { InvestigationCommand } from './investigation.commands.ts';
import { decide, evolve, initialState } from './investigation.decider.ts';
import type { InvestigationEvent } from './investigation.events.ts';

const at = '2026-11-26T09:00:00.000Z';
const as = actingAt(at);
const lead = as('lead-1', 'employee');
const member = as('member-1', 'employee');
const outsider = as('emp-9', 'employee');
const officer = as('officer-1', 'safety-officer');
const admin = as('admin-1', 'admin');

const given = givenEvents({ decide, evolve, initialState }, commandOf<InvestigationCommand>());

const facts = { type: 'injury', severity: 'Low' as const, recordable: false, reportableToOsha: false };
const started: InvestigationEvent = {
  type: 'InvestigationStarted',
  data: {
    ...stamp(officer),
    incidentId: 'i-1',
    lead: { id: 'lead-1', name: 'Lee Lead' },
    members: [{ id: 'member-1', name: 'Mo Member' }],
    dueRule: 'other',
    dueAt: '2026-12-03T09:00:00.000Z',
  },
};
const cause = (
  causeId: string,
  level: 'immediate' | 'contributing' | 'root',
  parentId: string | null = null,
) =>
  ({
    type: 'InvestigationCauseAdded',
    data: {
      ...stamp(lead),
      causeId,
      analysis: 'five-whys',
      parentId,
      category: null,
      text: `why ${causeId}`,
      level,
    },
  }) as const;
const ratedBefore: InvestigationEvent = {
  type: 'InvestigationRiskRated',
  data: { ...stamp(lead), stage: 'before', severity: 4, likelihood: 3, note: '' },
};
const submitted: InvestigationEvent = {
  type: 'InvestigationSubmitted',
  data: { ...stamp(lead), summary: 'Found it' },
};
const approved: InvestigationEvent = { type: 'InvestigationApproved', data: { ...stamp(admin), note: '' } };

describe('starting an investigation', () => {
  it.each([
    [{ ...facts, severity: 'High' as const }, 'severe', '2026-11-27T09:00:00.000Z'],
    [{ ...facts, reportableToOsha: true }, 'severe', '2026-11-27T09:00:00.000Z'],
    [{ ...facts, recordable: true }, 'recordable', '2026-12-03T09:00:00.000Z'],
    [{ ...facts, type: 'near-miss' }, 'near-miss', '2026-12-10T09:00:00.000Z'],
    [facts, 'other', '2026-12-03T09:00:00.000Z'],
  ])('sets the due time by the due rule (%o -> %s)', (incident, dueRule, dueAt) => {
    const [event] = given().when(
      'StartInvestigation',
      { incidentId: 'i-1', lead: { id: 'lead-1', name: 'Lee Lead' }, members: [], incident },
      officer,
    );
    expect(event).toMatchObject({
      type: 'InvestigationStarted',
      data: { dueRule, dueAt, by: 'officer-1', at },
    });
  });

  it('keeps the lead out of the members and each member once', () => {
    const person = { id: 'member-1', name: 'Mo Member' };
    const [event] = given().when(
      'StartInvestigation',
      {
        incidentId: 'i-1',
        lead: { id: 'lead-1', name: 'L' },
        members: [person, { id: 'lead-1', name: 'L' }, person],
        incident: facts,
      },
      officer,
    );
    expect(event?.type === 'InvestigationStarted' && event.data.members).toEqual([person]);
  });

  it('allows one investigation per incident', () => {
    expect(
      codeOf(() =>
        given(started).when(
          'StartInvestigation',
          { incidentId: 'i-1', lead: { id: 'x', name: 'X' }, members: [], incident: facts },
          officer,
        ),
      ),
    ).toBe('InvestigationAlreadyStarted');
  });

  it('records who joined the team and changes nothing when the team is the same', () => {
    const newcomer = { id: 'emp-2', name: 'Nia New' };
    const mo = { id: 'member-1', name: 'Mo Member' };
    const change = { lead: newcomer, members: [mo, { id: 'lead-1', name: 'Lee Lead' }] };
    expect(given(started).when('ChangeInvestigationTeam', change, officer)).toEqual([
      {
        type: 'InvestigationTeamChanged',
        data: {
          ...stamp(officer),
          lead: newcomer,
          members: change.members,
          from: { leadId: 'lead-1', memberIds: ['member-1'] },
        },
      },
    ]);
    const same = { lead: { id: 'lead-1', name: 'Lee Lead' }, members: [mo] };
    expect(given(started).when('ChangeInvestigationTeam', same, officer)).toEqual([]);
  });
});

describe('witness statements', () => {
  const recorded: InvestigationEvent = {
    type: 'WitnessStatementRecorded',
    data: {
      ...stamp(member),
      statementId: 's-1',
      witness: { kind: 'non-employee', employeeId: null, name: 'Val Visitor', organisation: 'Acme' },
      text: 'I saw the guard was off',
      takenAt: '2026-11-25T14:00',
    },
  };

  it('changes a statement only by adding a new version, keeping the old one', () => {
    const events = given(started, recorded).when(
      'ReviseWitnessStatement',
      {
        statementId: 's-1',
        text: 'I saw the guard was off and the light was out',
        reason: 'Remembered the light',
      },
      lead,
    );
    expect(events).toEqual([
      {
        type: 'WitnessStatementRevised',
        data: {
          ...stamp(lead),
          statementId: 's-1',
          version: 2,
          text: 'I saw the guard was off and the light was out',
          reason: 'Remembered the light',
        },
      },
    ]);
    // The first version stays in the stream untouched; the third revision numbers on from the second.
    const third = given(started, recorded, events[0]!).when(
      'ReviseWitnessStatement',
      { statementId: 's-1', text: 'Third telling', reason: 'Asked again' },
      lead,
    );
    expect(third[0]?.data).toMatchObject({ version: 3 });
  });

  it('refuses a revision without a reason, naming the field', () => {
    const attempt = () =>
      given(started, recorded).when(
        'ReviseWitnessStatement',
        { statementId: 's-1', text: 'x', reason: ' ' },
        lead,
      );
    expect(codeOf(attempt)).toBe('MissingRequiredInformation');
    expect(() => attempt()).toThrow(expect.objectContaining({ fields: ['reason'] }));
  });

  it('is taken by the team or the safety team, not by others', () => {
    const body = {
      statementId: 's-2',
      witness: recorded.data.witness,
      text: 'Seen',
      takenAt: '2026-11-25T15:00',
    };
    expect(codeOf(() => given(started).when('RecordWitnessStatement', body, outsider))).toBe('NotAllowed');
    expect(codeOf(() => given(started).when('RecordWitnessStatement', body, member))).toBe('no error');
    expect(codeOf(() => given(started).when('RecordWitnessStatement', body, officer))).toBe('no error');
  });
});

describe('causes', () => {
  it('places a fishbone cause on a bone and a why without one', () => {
    const fishbone = {
      causeId: 'c-9',
      analysis: 'fishbone',
      parentId: null,
      category: null,
      text: 'Worn',
      level: 'root',
    };
    expect(codeOf(() => given(started).when('AddInvestigationCause', fishbone, lead))).toBe(
      'MissingRequiredInformation',
    );
    const why = {
      causeId: 'c-9',
      analysis: 'five-whys',
      parentId: 'nope',
      category: null,
      text: 'Why',
      level: 'root',
    };
    expect(codeOf(() => given(started).when('AddInvestigationCause', why, lead))).toBe('UnknownCause');
  });

  it('revises the text and level, and moves a why under another why', () => {
    const history = [
      started,
      cause('c-1', 'immediate'),
      cause('c-2', 'contributing'),
      cause('c-3', 'root', 'c-1'),
    ];
    expect(
      given(...history).when(
        'ReviseInvestigationCause',
        { causeId: 'c-3', text: 'Guard missing', level: 'root', move: { parentId: 'c-2', category: null } },
        member,
      ),
    ).toEqual([
      {
        type: 'InvestigationCauseRevised',
        data: { ...stamp(member), causeId: 'c-3', text: 'Guard missing', level: 'root' },
      },
      {
        type: 'InvestigationCauseMoved',
        data: { ...stamp(member), causeId: 'c-3', parentId: 'c-2', category: null },
      },
    ]);
    expect(
      given(...history).when(
        'ReviseInvestigationCause',
        { causeId: 'c-3', move: { parentId: 'c-1', category: null } },
        lead,
      ),
    ).toEqual([]);
  });

  it('never moves a cause under itself or a cause under it', () => {
    const history = [started, cause('c-1', 'immediate'), cause('c-2', 'root', 'c-1')];
    const under = (parentId: string) => () =>
      given(...history).when(
        'ReviseInvestigationCause',
        { causeId: 'c-1', move: { parentId, category: null } },
        lead,
      );
    expect(under('c-2')).toThrow(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['parentId'] }),
    );
    expect(under('c-1')).toThrow(expect.objectContaining({ fields: ['parentId'] }));
  });

  it('moves a fishbone cause to another bone only with nothing under it, and never out of its analysis', () => {
    const bone = (causeId: string, parentId: string | null = null) =>
      ({
        ...cause(causeId, 'root', parentId),
        data: { ...cause(causeId, 'root', parentId).data, analysis: 'fishbone', category: 'equipment' },
      }) as const;
    const history = [started, bone('f-1'), bone('f-2', 'f-1'), cause('c-1', 'root')];
    const toPeople = (causeId: string) =>
      given(...history).when(
        'ReviseInvestigationCause',
        { causeId, move: { parentId: null, category: 'people' } },
        lead,
      );
    expect(codeOf(() => toPeople('f-1'))).toBe('InvestigationStateConflict');
    expect(toPeople('f-2')).toEqual([
      {
        type: 'InvestigationCauseMoved',
        data: { ...stamp(lead), causeId: 'f-2', parentId: null, category: 'people' },
      },
    ]);
    expect(
      codeOf(() =>
        given(...history).when(
          'ReviseInvestigationCause',
          { causeId: 'f-2', move: { parentId: 'c-1', category: null } },
          lead,
        ),
      ),
    ).toBe('MissingRequiredInformation');
  });

  it('keeps a moved chain of whys within the depth limit', () => {
    const chain = Array.from({ length: 10 }, (_, i) =>
      cause(`c-${i}`, 'root', i === 0 ? null : `c-${i - 1}`),
    );
    const side = [cause('s-0', 'root'), cause('s-1', 'root', 's-0')];
    const attempt = () =>
      given(started, ...chain, ...side).when(
        'ReviseInvestigationCause',
        { causeId: 's-0', move: { parentId: 'c-8', category: null } },
        lead,
      );
    expect(attempt).toThrow(expect.objectContaining({ fields: ['parentId'] }));
  });

  it('removes only a leaf that no action answers', () => {
    const history = [started, cause('c-1', 'immediate'), cause('c-2', 'root', 'c-1')];
    expect(codeOf(() => given(...history).when('RemoveInvestigationCause', { causeId: 'c-1' }, lead))).toBe(
      'InvestigationStateConflict',
    );
    const linked: InvestigationEvent = {
      type: 'InvestigationCauseActionLinked',
      data: { ...stamp(officer), causeId: 'c-2', actionId: 'a-1' },
    };
    expect(
      codeOf(() => given(...history, linked).when('RemoveInvestigationCause', { causeId: 'c-2' }, lead)),
    ).toBe('InvestigationStateConflict');
    expect(given(...history).when('RemoveInvestigationCause', { causeId: 'c-2' }, lead)).toHaveLength(1);
  });

  it('links an action only to a cause of this investigation, naming the source', () => {
    const attempt = () =>
      given(started).when('LinkCauseAction', { causeId: 'c-404', actionId: 'a-1' }, officer);
    expect(() => attempt()).toThrow(expect.objectContaining({ code: 'UnknownCause', fields: ['source'] }));
    expect(() => given().when('LinkCauseAction', { causeId: 'c-1', actionId: 'a-1' }, officer)).toThrow(
      expect.objectContaining({ code: 'UnknownCause', fields: ['source'] }),
    );
  });
});

describe('submitting and approving', () => {
  const ready = [started, cause('c-1', 'immediate'), cause('c-2', 'root', 'c-1'), ratedBefore];

  it('is submitted by the lead only, with a root cause and the risk before rated', () => {
    expect(codeOf(() => given(...ready).when('SubmitInvestigation', { summary: 'Done' }, member))).toBe(
      'NotAllowed',
    );
    expect(
      codeOf(() =>
        given(started, cause('c-1', 'immediate'), ratedBefore).when(
          'SubmitInvestigation',
          { summary: 'Done' },
          lead,
        ),
      ),
    ).toBe('MissingRequiredInformation');
    expect(
      codeOf(() =>
        given(started, cause('c-1', 'root')).when('SubmitInvestigation', { summary: 'Done' }, lead),
      ),
    ).toBe('MissingRequiredInformation');
    expect(given(...ready).when('SubmitInvestigation', { summary: 'Done' }, lead)[0]?.type).toBe(
      'InvestigationSubmitted',
    );
  });

  it('is not approved with an empty root cause', () => {
    // A history with no root cause at all (as events recorded by hand or a downgraded cause would leave).
    const noRoot = [started, submitted];
    expect(() => given(...noRoot).when('ApproveInvestigation', { note: '' }, admin)).toThrow(
      expect.objectContaining({ code: 'MissingRequiredInformation', fields: ['causes'] }),
    );
    expect(given(...ready, submitted).when('ApproveInvestigation', { note: 'Good' }, admin)[0]).toEqual({
      type: 'InvestigationApproved',
      data: { ...stamp(admin), note: 'Good' },
    });
  });

  it('is approved, sent back or reopened by the safety team only', () => {
    expect(codeOf(() => given(...ready, submitted).when('ApproveInvestigation', { note: '' }, lead))).toBe(
      'NotAllowed',
    );
    expect(
      codeOf(() =>
        given(...ready, submitted).when('SendBackInvestigation', { reason: 'More whys' }, officer),
      ),
    ).toBe('no error');
    expect(
      codeOf(() => given(...ready, submitted).when('ReopenInvestigation', { reason: 'x' }, officer)),
    ).toBe('InvestigationStateConflict');
    const reopened = given(...ready, submitted, approved).when(
      'ReopenInvestigation',
      { reason: 'New facts' },
      officer,
    );
    expect(reopened[0]).toMatchObject({
      type: 'InvestigationReopened',
      data: { reason: 'New facts', by: 'officer-1' },
    });
  });

  it('is not approved by its own lead, even one on the safety team', () => {
    const ledByOfficer = {
      ...started,
      data: { ...started.data, lead: { id: 'officer-1', name: 'Olga Officer' } },
    };
    const submittedByOfficer = { ...submitted, data: { ...submitted.data, ...stamp(officer) } };
    const history = [ledByOfficer, ...ready.slice(1), submittedByOfficer] as InvestigationEvent[];
    expect(codeOf(() => given(...history).when('ApproveInvestigation', { note: '' }, officer))).toBe(
      'NotAllowed',
    );
    expect(given(...history).when('ApproveInvestigation', { note: '' }, admin)[0]?.type).toBe(
      'InvestigationApproved',
    );
  });

  it('locks the evidence while it is in review', () => {
    const entry = { entryId: 'e-1', happenedAt: '2026-11-25T10:00', text: 'Guard removed' };
    expect(codeOf(() => given(...ready, submitted).when('AddInvestigationTimelineEntry', entry, lead))).toBe(
      'InvestigationStateConflict',
    );
    const sentBack: InvestigationEvent = {
      type: 'InvestigationSentBack',
      data: { ...stamp(officer), reason: 'More' },
    };
    expect(
      codeOf(() => given(...ready, submitted, sentBack).when('AddInvestigationTimelineEntry', entry, lead)),
    ).toBe('no error');
  });
});
