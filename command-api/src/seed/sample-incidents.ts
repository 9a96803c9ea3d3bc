import { formatReportNumber, incidentDecider, incidentStreamId, type IncidentReport } from '@hs/domain';
import { ConcurrencyError, type EventStore } from '@hs/infra';
import type pg from 'pg';
import { idFromIdempotencyKey } from '../commands/idempotency.ts';
import { handleCommand } from '../commands/handle-command.ts';
import { ReportNumbers } from '../incidents/report-numbers.ts';
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

/** Reports the sample incidents once (a fixed id each), through the same command as the form. */
export const seedSampleIncidents = async (store: EventStore, pool: pg.Pool): Promise<void> => {
  const numbers = new ReportNumbers(pool);
  for (const [index, report] of sampleIncidents.entries()) {
    const incidentId = idFromIdempotencyKey('seed', `incident:${index}`);
    const streamId = incidentStreamId(incidentId);
    if ((await store.readStream(streamId, { toVersion: 1 })).length > 0) continue;
    const context = systemContext('SeedSampleIncidents');
    const reportNumber = formatReportNumber(
      new Date(context.command.now).getUTCFullYear(),
      await numbers.take(),
    );
    try {
      await handleCommand(
        store,
        streamId,
        incidentDecider,
        {
          type: 'ReportIncident',
          data: { incidentId, reportNumber, report, reporterDepartment: null },
          metadata: context.command,
        },
        context.event('ReportIncident'),
        { expected: 0, newStream: true },
      );
    } catch (error) {
      // Another process seeded it in between.
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
};
