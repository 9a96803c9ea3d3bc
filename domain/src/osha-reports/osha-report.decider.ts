import { DomainError } from '../shared/domain-error.ts';
import type { OshaReportCommand } from './osha-report.commands.ts';
import type { OshaReportDetails, OshaReportEvent } from './osha-report.events.ts';

export type OshaReport = { report: OshaReportDetails | null };

export const initialState: OshaReport = { report: null };

export const evolve = (_state: OshaReport, event: OshaReportEvent): OshaReport => {
  const { referenceNumber, reportedAt, reportedBy } = event.data;
  return { report: { referenceNumber, reportedAt, reportedBy } };
};

const sameReport = (a: OshaReportDetails, b: OshaReportDetails): boolean =>
  a.referenceNumber === b.referenceNumber &&
  Date.parse(a.reportedAt) === Date.parse(b.reportedAt) &&
  a.reportedBy === b.reportedBy;

export const decide = (command: OshaReportCommand, state: OshaReport): OshaReportEvent[] => {
  const { incidentId, referenceNumber, reportedAt, reportedBy } = command.data;
  const details = {
    referenceNumber: referenceNumber.trim(),
    reportedAt: new Date(reportedAt).toISOString(),
    reportedBy: reportedBy.trim(),
  };
  if (!details.referenceNumber)
    throw new DomainError('MissingRequiredInformation', "Enter OSHA's reference number.", [
      'referenceNumber',
    ]);
  if (!details.reportedBy)
    throw new DomainError('MissingRequiredInformation', 'Say who made the report.', ['reportedBy']);
  if (Date.parse(details.reportedAt) > Date.parse(command.metadata.now))
    throw new DomainError('DateOutOfRange', 'A report to OSHA cannot be made in the future.', ['reportedAt']);
  if (state.report && sameReport(state.report, details)) return [];
  return [
    {
      type: 'OshaReportRecorded',
      data: {
        incidentId,
        ...details,
        recordedBy: command.metadata.userId,
        recordedByName: command.metadata.userName,
        recordedAt: command.metadata.now,
      },
    },
  ];
};
