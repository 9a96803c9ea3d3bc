import { formatReportNumber, incidentDecider, incidentStreamId, type IncidentReport } from '@hs/domain';
import { ConcurrencyError, type EventStore } from '@hs/infra/event-store';
import { idFromIdempotencyKey } from '../commands/idempotency.ts';
import { takeReportNumber } from '../incidents/report-numbers.ts';
import { systemContext } from './system-context.ts';

const noDetails = {
  employeeId: null,
  employeePosition: null,
  employeeSupervisor: null,
  propertyDamage: false,
  environmentalImpact: false,
  workRelated: true,
  regulatoryReporting: false,
  insuranceNotification: false,
  preventiveMeasures: null,
  rootCauseAnalysis: null,
} as const;

/**
 * Two demo reports in two departments, so each role's view can be tried at once: the demo
 * supervisor reviews Production's; to everyone else outside the safety team both are summaries.
 * Fixed past dates keep them out of this month's figures and identical across restarts.
 */
export const sampleIncidents: IncidentReport[] = [
  {
    ...noDetails,
    type: 'injury',
    severity: 'Medium',
    location: 'Press line 2, Plant 2',
    date: '2026-10-06',
    time: '10:40',
    description: 'Operator caught a fingertip in the press guard while clearing a jam; first aid on site.',
    employeeName: 'Tom Becker',
    employeeDepartment: 'Production',
    employeePosition: 'Press Operator',
    injuryOccurred: true,
    medicalAttentionRequired: true,
    contributingFactors: ['Equipment malfunction'],
    witnessName: 'Sam Ortiz',
    immediateActionsTaken: 'Press locked out; cut cleaned and dressed.',
    requiresInvestigation: true,
  },
  {
    ...noDetails,
    type: 'near-miss',
    severity: 'High',
    location: 'Warehouse B, aisle 7',
    date: '2026-10-14',
    time: '15:05',
    description: 'A pallet slid off the top rack as a forklift reversed past; nobody was under it.',
    employeeName: 'Ana Lopez',
    employeeDepartment: 'Warehouse',
    injuryOccurred: false,
    medicalAttentionRequired: false,
    contributingFactors: ['Procedural issues'],
    witnessName: 'Omar Haddad',
    immediateActionsTaken: 'Aisle closed and the rack restacked.',
    requiresInvestigation: false,
  },
];

/** Reports the sample incidents once (a fixed id each), numbered as the form's reports are. */
export const seedSampleIncidents = async (store: EventStore): Promise<void> => {
  for (const [index, report] of sampleIncidents.entries()) {
    const incidentId = idFromIdempotencyKey('seed', `incident:${index}`);
    const streamId = incidentStreamId(incidentId);
    if ((await store.readStream(streamId, { toVersion: 1 })).length > 0) continue;
    const context = systemContext('SeedSampleIncidents');
    const year = Number(context.command.today.slice(0, 4));
    try {
      await store.appendWithTaken(
        (db) => takeReportNumber(db, year),
        (sequence) => {
          const command = {
            type: 'ReportIncident' as const,
            data: {
              incidentId,
              reportNumber: formatReportNumber(year, sequence),
              report,
              reporterDepartment: null,
            },
            metadata: context.command,
          };
          const events = incidentDecider.decide(command, incidentDecider.initialState);
          return [{ streamId, expected: 0, events: events.map((e) => ({ type: e.type, data: e.data })) }];
        },
        context.event('ReportIncident'),
      );
    } catch (error) {
      // Another process seeded it in between.
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
};
