import type { Event } from '../shared/command.ts';
import type { IncidentReport } from './incident.report.ts';
import type { IncidentStatus } from './incident.vocabulary.ts';

export type IncidentReported = Event<
  'IncidentReported',
  IncidentReport & {
    incidentId: string;
    reportNumber: string;
    reportedBy: string | null;
    reportedAt: string;
  }
>;

export type IncidentStatusChanged = Event<
  'IncidentStatusChanged',
  {
    from: IncidentStatus;
    to: IncidentStatus;
    note: string | null;
    changedBy: string | null;
    changedByName: string | null;
    changedAt: string;
  }
>;

export type IncidentEvent = IncidentReported | IncidentStatusChanged;

export const incidentStreamId = (incidentId: string): string => `incident-${incidentId}`;
