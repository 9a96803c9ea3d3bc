import { DomainError } from '../shared/domain-error.ts';
import type { ItaSubmissionCommand } from './ita-submission.commands.ts';
import type { ItaSubmissionEvent } from './ita-submission.events.ts';

/** The confirmation number of each year submitted. */
export type ItaSubmissions = { confirmations: Record<number, string> };

export const initialState: ItaSubmissions = { confirmations: {} };

export const evolve = (state: ItaSubmissions, event: ItaSubmissionEvent): ItaSubmissions => ({
  confirmations: { ...state.confirmations, [event.data.year]: event.data.confirmationNumber },
});

export const decide = (command: ItaSubmissionCommand, state: ItaSubmissions): ItaSubmissionEvent[] => {
  const { establishmentId, year } = command.data;
  const confirmationNumber = command.data.confirmationNumber.trim();
  if (!confirmationNumber)
    throw new DomainError('MissingRequiredInformation', "Enter the ITA's confirmation number.", [
      'confirmationNumber',
    ]);
  // A year's records are submitted once the year is over (1904.41(c)).
  if (year >= Number(command.metadata.today.slice(0, 4)))
    throw new DomainError('DateOutOfRange', 'Only the records of a past year are submitted.', ['year']);
  if (state.confirmations[year] === confirmationNumber) return [];
  return [
    {
      type: 'ItaSubmissionRecorded',
      data: {
        establishmentId,
        year,
        confirmationNumber,
        recordedBy: command.metadata.userId,
        recordedByName: command.metadata.userName,
        recordedAt: command.metadata.now,
      },
    },
  ];
};
