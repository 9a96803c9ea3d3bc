import { isSafetyTeam } from '../employees/employee.vocabulary.ts';
import { DomainError } from '../shared/domain-error.ts';
import { checkCauseMove, checkCausePlace, checkRemovable } from './investigation.causes.ts';
import type { InvestigationCommand } from './investigation.commands.ts';
import type { InvestigationEvent, TeamPerson } from './investigation.events.ts';
import { evolve, initialState, type Investigation } from './investigation.state.ts';
import { INVESTIGATION_DUE_HOURS, investigationDueRule } from './investigation.vocabulary.ts';

export { evolve, initialState };
export type { Investigation };

type Started = Extract<Investigation, { incidentId: string }>;
const HOUR_MS = 3_600_000;

const conflict = (message: string) => new DomainError('InvestigationStateConflict', message);
const missing = (message: string, field: string) =>
  new DomainError('MissingRequiredInformation', message, [field]);
const required = (value: string, message: string, field: string): string => {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw missing(message, field);
  return trimmed;
};

/** The lead is not also a member; members appear once. */
const team = (lead: TeamPerson, members: TeamPerson[]) => ({
  lead,
  members: members.filter((m, i) => m.id !== lead.id && members.findIndex((o) => o.id === m.id) === i),
});

export const isOnTeam = (state: Started, userId: string | null): boolean =>
  userId !== null && (state.leadId === userId || state.memberIds.includes(userId));

/** The team gathers the evidence; the safety team may help. Only while it is open or reopened. */
const assertMayEdit = (state: Started, userId: string | null, role: string | null) => {
  if (!isOnTeam(state, userId) && !isSafetyTeam(role))
    throw new DomainError('NotAllowed', 'Only the investigation team and the safety team may change it.');
  if (state.state !== 'open' && state.state !== 'reopened')
    throw conflict('A submitted or approved investigation is not changed; send it back or reopen it first.');
};

const safetyTeamOnly = (role: string | null) => {
  if (!isSafetyTeam(role))
    throw new DomainError('NotAllowed', 'Only a safety officer or an administrator can do this.');
};

const hasRootCause = (state: Started) => Object.values(state.causes).some((c) => c.level === 'root');

const decideStarted = (command: InvestigationCommand, state: Started): InvestigationEvent[] => {
  const { now, userId, userName, role } = command.metadata;
  const stamp = { by: userId, byName: userName, at: now };
  switch (command.type) {
    case 'StartInvestigation':
      throw new DomainError('InvestigationAlreadyStarted', 'This incident already has an investigation.');
    case 'ChangeInvestigationTeam': {
      if (state.state === 'approved')
        throw conflict('An approved investigation keeps its team; reopen it first.');
      const next = team(command.data.lead, command.data.members);
      const memberIds = next.members.map((m) => m.id);
      const same =
        next.lead.id === state.leadId &&
        memberIds.length === state.memberIds.length &&
        memberIds.every((id) => state.memberIds.includes(id));
      if (same) return [];
      const from = { leadId: state.leadId, memberIds: state.memberIds };
      return [{ type: 'InvestigationTeamChanged', data: { ...stamp, ...next, from } }];
    }
    case 'RecordWitnessStatement': {
      assertMayEdit(state, userId, role);
      const text = required(command.data.text, 'Write down what the witness said.', 'text');
      return [{ type: 'WitnessStatementRecorded', data: { ...stamp, ...command.data, text } }];
    }
    case 'ReviseWitnessStatement': {
      assertMayEdit(state, userId, role);
      const { statementId } = command.data;
      const latest = state.statements[statementId];
      if (latest === undefined)
        throw new DomainError('UnknownStatement', 'No such statement in this investigation.');
      const text = required(command.data.text, 'Write down what the witness said.', 'text');
      const reason = required(command.data.reason, 'Say why the statement changes.', 'reason');
      return [
        {
          type: 'WitnessStatementRevised',
          data: { ...stamp, statementId, version: latest + 1, text, reason },
        },
      ];
    }
    case 'AddInvestigationTimelineEntry': {
      assertMayEdit(state, userId, role);
      const text = required(command.data.text, 'Say what happened.', 'text');
      return [{ type: 'InvestigationTimelineEntryAdded', data: { ...stamp, ...command.data, text } }];
    }
    case 'RemoveInvestigationTimelineEntry':
      assertMayEdit(state, userId, role);
      if (!state.timeline.includes(command.data.entryId)) return [];
      return [
        { type: 'InvestigationTimelineEntryRemoved', data: { ...stamp, entryId: command.data.entryId } },
      ];
    case 'AddInvestigationEvidence':
      assertMayEdit(state, userId, role);
      if (command.data.attachments.length === 0) throw missing('Choose at least one file.', 'attachmentIds');
      return [{ type: 'InvestigationEvidenceAdded', data: { ...stamp, ...command.data } }];
    case 'AddInvestigationCause': {
      assertMayEdit(state, userId, role);
      checkCausePlace(state.causes, command.data);
      const text = required(command.data.text, 'Say what the cause is.', 'text');
      return [{ type: 'InvestigationCauseAdded', data: { ...stamp, ...command.data, text } }];
    }
    case 'ReviseInvestigationCause': {
      assertMayEdit(state, userId, role);
      const { causeId, move } = command.data;
      const cause = state.causes[causeId];
      if (!cause) throw new DomainError('UnknownCause', 'No such cause in this investigation.');
      const text =
        command.data.text === undefined
          ? cause.text
          : required(command.data.text, 'Say what the cause is.', 'text');
      const level = command.data.level ?? cause.level;
      const moves =
        move !== undefined && (move.parentId !== cause.parentId || move.category !== cause.category);
      if (moves) checkCauseMove(state.causes, causeId, move);
      const events: InvestigationEvent[] = [];
      if (text !== cause.text || level !== cause.level)
        events.push({ type: 'InvestigationCauseRevised', data: { ...stamp, causeId, text, level } });
      if (moves) events.push({ type: 'InvestigationCauseMoved', data: { ...stamp, causeId, ...move } });
      return events;
    }
    case 'RemoveInvestigationCause':
      assertMayEdit(state, userId, role);
      checkRemovable(state.causes, command.data.causeId);
      return [{ type: 'InvestigationCauseRemoved', data: { ...stamp, causeId: command.data.causeId } }];
    case 'LinkCauseAction':
      if (!state.causes[command.data.causeId])
        throw new DomainError('UnknownCause', "No such cause in this incident's investigation.", ['source']);
      return [{ type: 'InvestigationCauseActionLinked', data: { ...stamp, ...command.data } }];
    case 'RateInvestigationRisk':
      assertMayEdit(state, userId, role);
      return [
        {
          type: 'InvestigationRiskRated',
          data: { ...stamp, ...command.data, note: command.data.note.trim() },
        },
      ];
    case 'SubmitInvestigation': {
      if (userId !== state.leadId)
        throw new DomainError('NotAllowed', 'Only the lead submits the investigation.');
      if (state.state !== 'open' && state.state !== 'reopened')
        throw conflict('Only an open investigation is submitted.');
      if (!hasRootCause(state)) throw missing('Find at least one root cause before submitting.', 'causes');
      if (!state.rated.includes('before')) throw missing('Rate the risk before the actions first.', 'risk');
      const summary = required(command.data.summary, 'Summarise what the investigation found.', 'summary');
      return [{ type: 'InvestigationSubmitted', data: { ...stamp, summary } }];
    }
    case 'ApproveInvestigation':
      safetyTeamOnly(role);
      if (state.state !== 'in-review') throw conflict('Only a submitted investigation is approved.');
      // A second pair of eyes: the lead's own findings are approved by someone else.
      if (userId === state.leadId)
        throw new DomainError('NotAllowed', 'The lead cannot approve their own investigation.');
      if (!hasRootCause(state))
        throw missing('An investigation without a root cause is not approved.', 'causes');
      return [{ type: 'InvestigationApproved', data: { ...stamp, note: command.data.note.trim() } }];
    case 'SendBackInvestigation': {
      safetyTeamOnly(role);
      if (state.state !== 'in-review') throw conflict('Only a submitted investigation is sent back.');
      const reason = required(command.data.reason, 'Say what is missing.', 'reason');
      return [{ type: 'InvestigationSentBack', data: { ...stamp, reason } }];
    }
    case 'ReopenInvestigation': {
      safetyTeamOnly(role);
      if (state.state !== 'approved') throw conflict('Only an approved investigation is reopened.');
      const reason = required(command.data.reason, 'Say why it is reopened.', 'reason');
      return [{ type: 'InvestigationReopened', data: { ...stamp, reason } }];
    }
  }
};

export const decide = (command: InvestigationCommand, state: Investigation): InvestigationEvent[] => {
  if (command.type === 'StartInvestigation' && state.state === 'none') {
    const { now, userId, userName } = command.metadata;
    const dueRule = investigationDueRule(command.data.incident);
    const dueAt = new Date(Date.parse(now) + INVESTIGATION_DUE_HOURS[dueRule] * HOUR_MS).toISOString();
    const { incidentId, lead, members } = command.data;
    return [
      {
        type: 'InvestigationStarted',
        data: { by: userId, byName: userName, at: now, incidentId, ...team(lead, members), dueRule, dueAt },
      },
    ];
  }
  // An action raised from a cause names it in `source`: a missing investigation is a bad source.
  if (state.state === 'none' && command.type === 'LinkCauseAction')
    throw new DomainError('UnknownCause', 'This incident has no investigation to take a cause from.', [
      'source',
    ]);
  if (state.state === 'none')
    throw new DomainError('InvestigationNotFound', 'This incident has no investigation.');
  return decideStarted(command, state);
};
