import type { Command, CommandMetadata, Event } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import { isSafetyTeam } from '../employees/employee.vocabulary.ts';

/**
 * What the safety team may set an incident aside as: a second report of one already on file, or a
 * report that should not have been made. Such an incident leaves every count, OSHA log and clock;
 * its record and history stay (docs/product.md, "Duplicate and void").
 */
export const incidentDispositions = ['duplicate', 'void'] as const;
export type IncidentDisposition = (typeof incidentDispositions)[number];

/** The longest reason a marking or its undoing keeps. */
export const DISPOSITION_REASON_MAX = 500;

/** Who may mark a report duplicate or void, and undo it: the safety team. */
export const mayMarkIncidents = isSafetyTeam;

/** The report a duplicate points at, as the handler read it from its own stream (null: none). */
export type OriginalIncident = {
  incidentId: string;
  reportNumber: string;
  disposition: IncidentDisposition | null;
} | null;

export type MarkIncidentDuplicate = Command<
  'MarkIncidentDuplicate',
  { original: OriginalIncident; reason: string }
>;
export type VoidIncident = Command<'VoidIncident', { reason: string }>;
export type ReinstateIncident = Command<'ReinstateIncident', { reason: string }>;

type Marking = { reason: string; markedBy: string | null; markedByName: string | null; markedAt: string };

export type IncidentMarkedDuplicate = Event<
  'IncidentMarkedDuplicate',
  Marking & { duplicateOf: string; duplicateOfReportNumber: string }
>;
export type IncidentVoided = Event<'IncidentVoided', Marking>;
/** The marking is undone: the incident counts again. `from` is what it had been marked. */
export type IncidentReinstated = Event<'IncidentReinstated', Marking & { from: IncidentDisposition }>;

export type DispositionCommand = MarkIncidentDuplicate | VoidIncident | ReinstateIncident;
export type DispositionEvent = IncidentMarkedDuplicate | IncidentVoided | IncidentReinstated;

/** The disposition an event leaves the incident with. */
export const dispositionAfter = (event: DispositionEvent): IncidentDisposition | null =>
  event.type === 'IncidentMarkedDuplicate' ? 'duplicate' : event.type === 'IncidentVoided' ? 'void' : null;

const reasonOf = (reason: string): string => {
  const trimmed = reason.trim();
  if (trimmed.length === 0)
    throw new DomainError('MissingRequiredInformation', 'Please give a reason.', ['reason']);
  if (trimmed.length > DISPOSITION_REASON_MAX)
    throw new DomainError(
      'MissingRequiredInformation',
      `The reason may be at most ${DISPOSITION_REASON_MAX} characters.`,
      ['reason'],
    );
  return trimmed;
};

const marking = (reason: string, metadata: CommandMetadata): Marking => ({
  reason: reasonOf(reason),
  markedBy: metadata.userId,
  markedByName: metadata.userName,
  markedAt: metadata.now,
});

/** The incident as these rules see it: its number and what it is marked now. */
type Marked = { reportNumber: string; disposition: IncidentDisposition | null };

const alreadyMarked = (disposition: IncidentDisposition) =>
  new DomainError(
    'IncidentAlreadyMarked',
    `This report is already marked ${disposition === 'duplicate' ? 'as a duplicate' : 'void'}; undo that first.`,
  );

/** Decides marking, voiding and reinstating an incident that exists. */
export const decideDisposition = (command: DispositionCommand, state: Marked): DispositionEvent[] => {
  if (!mayMarkIncidents(command.metadata.role))
    throw new DomainError(
      'NotAllowed',
      'Only safety officers and administrators may mark a report duplicate or void.',
    );
  switch (command.type) {
    case 'MarkIncidentDuplicate': {
      if (state.disposition !== null) throw alreadyMarked(state.disposition);
      const { original } = command.data;
      if (original?.reportNumber === state.reportNumber)
        throw new DomainError('DuplicateOfItself', 'A report cannot be a duplicate of itself.', [
          'duplicateOf',
        ]);
      if (original === null)
        throw new DomainError('UnknownOriginal', 'There is no such report to be a duplicate of.', [
          'duplicateOf',
        ]);
      if (original.disposition !== null)
        throw new DomainError(
          'OriginalIsMarked',
          `${original.reportNumber} is itself marked ${original.disposition === 'duplicate' ? 'as a duplicate' : 'void'}: ` +
            'mark this one a duplicate of the report that counts.',
          ['duplicateOf'],
        );
      return [
        {
          type: 'IncidentMarkedDuplicate',
          data: {
            duplicateOf: original.incidentId,
            duplicateOfReportNumber: original.reportNumber,
            ...marking(command.data.reason, command.metadata),
          },
        },
      ];
    }
    case 'VoidIncident':
      if (state.disposition !== null) throw alreadyMarked(state.disposition);
      return [{ type: 'IncidentVoided', data: marking(command.data.reason, command.metadata) }];
    case 'ReinstateIncident':
      if (state.disposition === null)
        throw new DomainError('IncidentNotMarked', 'This report is not marked duplicate or void.');
      return [
        {
          type: 'IncidentReinstated',
          data: { from: state.disposition, ...marking(command.data.reason, command.metadata) },
        },
      ];
  }
};
