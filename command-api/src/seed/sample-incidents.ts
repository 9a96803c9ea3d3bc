import {
  caseDecision,
  formatReportNumber,
  incidentDecider,
  incidentStreamId,
  recordkeepingStreamId,
  type IncidentReport,
} from '@hs/domain';
import { ConcurrencyError, type EventStore } from '@hs/infra/event-store';
import { idFromIdempotencyKey } from '../commands/idempotency.ts';
import { assignIncidentEstablishment } from '../incidents/assign-incident-establishment.ts';
import { loadIncident } from '../incidents/load-incident.ts';
import { reportNumberCounter } from '../incidents/report-numbers.ts';
import { decideRecordkeeping } from '../recordkeeping/decide-recordkeeping.ts';
import { demoUserContext } from './demo-user-context.ts';
import { daysBefore, formAndPeople, type SampleSite } from './sample-cases.ts';
import { sampleIncidents } from './sample-incident-reports.ts';
import { systemContext } from './system-context.ts';

/** Reports one sample under its fixed id, numbered as the form's reports are. */
const reportSample = async (store: EventStore, incidentId: string, sample: IncidentReport): Promise<void> => {
  const { report, people } = formAndPeople(sample);
  const context = systemContext('SeedSampleIncidents');
  const year = Number(context.command.today.slice(0, 4));
  try {
    await store.appendNumbered(
      reportNumberCounter(year),
      (sequence) => {
        const command = {
          type: 'ReportIncident' as const,
          data: {
            incidentId,
            reportNumber: formatReportNumber(year, sequence),
            report,
            people,
          },
          metadata: context.command,
        };
        const events = incidentDecider.decide(command, incidentDecider.initialState);
        return [
          {
            streamId: incidentStreamId(incidentId),
            expected: 0,
            events: events.map((e) => ({ type: e.type, data: e.data })),
          },
        ];
      },
      context.event('ReportIncident'),
    );
  } catch (error) {
    // Another process seeded it in between.
    if (!(error instanceof ConcurrencyError)) throw error;
  }
};

/** Demo data from before establishments: a sample still without one is filed under its site. */
const fileUnderSite = async (store: EventStore, incidentId: string, establishmentId: string) => {
  const { state } = await loadIncident(store, incidentId);
  if (state.status === 'none' || state.establishmentId !== null) return;
  await assignIncidentEstablishment(store, incidentId, establishmentId, systemContext('SeedSampleIncidents'));
};

/**
 * Reports the sample incidents once (a fixed id each) under their sites, and has the demo safety
 * officer decide the injuries, so the OSHA log, the 300A and the rates have cases on a fresh start.
 */
export const seedSampleIncidents = async (
  store: EventStore,
  sites: Record<SampleSite, string>,
): Promise<void> => {
  const today = systemContext('SeedSampleIncidents').command.today;
  // The demo safety officer decides the sample cases, so their history names a person.
  const officer = await demoUserContext(store, 'officer', 'safety-officer', 'SeedSampleRecordkeeping');
  for (const [index, sample] of sampleIncidents.entries()) {
    const incidentId = idFromIdempotencyKey('seed', `incident:${index}`);
    const establishmentId = sites[sample.site];
    const reported = await store.readStream(incidentStreamId(incidentId), { toVersion: 1 });
    if (reported.length === 0) {
      const date = typeof sample.date === 'string' ? sample.date : daysBefore(today, sample.date.daysAgo);
      await reportSample(store, incidentId, { ...sample.report, date, establishmentId });
    } else {
      await fileUnderSite(store, incidentId, establishmentId);
    }
    if (!sample.decision || !officer) continue;
    const decided = await store.readStream(recordkeepingStreamId(incidentId), { toVersion: 1 });
    if (decided.length > 0) continue;
    try {
      await decideRecordkeeping(
        store,
        incidentId,
        { decision: caseDecision(sample.decision), reason: null },
        officer,
      );
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
};
