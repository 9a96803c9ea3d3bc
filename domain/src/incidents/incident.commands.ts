import type { Command } from '../shared/command.ts';
import type { IncidentReport } from './incident.report.ts';
import type { IncidentStatus } from './incident.vocabulary.ts';

export type ReportIncident = Command<
  'ReportIncident',
  { incidentId: string; reportNumber: string; report: IncidentReport; reporterDepartment: string | null }
>;

export type ChangeIncidentStatus = Command<
  'ChangeIncidentStatus',
  { status: IncidentStatus; note: string | null }
>;

export type CommentOnIncident = Command<'CommentOnIncident', { text: string }>;

/** The establishment is checked to exist by the caller (another aggregate). */
export type AssignIncidentEstablishment = Command<'AssignIncidentEstablishment', { establishmentId: string }>;

export type IncidentCommand =
  ReportIncident | ChangeIncidentStatus | CommentOnIncident | AssignIncidentEstablishment;
