import type { Command } from '../shared/command.ts';
import type { OshaReportDetails } from './osha-report.events.ts';

export type RecordOshaReport = Command<'RecordOshaReport', OshaReportDetails & { incidentId: string }>;

export type OshaReportCommand = RecordOshaReport;
