import { describe, expect, it } from 'vitest';
import { caseDecision, incidentDecider, recordkeepingDecider, type CommandMetadata } from '@hs/domain';
import { daysBefore, formAndPeople } from './sample-cases.ts';
import { sampleIncidents } from './sample-incident-reports.ts';

// A first start on any day must succeed: a sample the rules refuse would stop `npm start`.
const firstStarts = ['2026-11-26', '2027-01-03', '2027-03-01'];

const metadata = (today: string): CommandMetadata => ({
  now: `${today}T15:00:00.000Z`,
  today,
  userId: 'officer-1',
  userName: 'Priya Shah',
  role: 'safety-officer',
});

const dateOf = (sample: (typeof sampleIncidents)[number], today: string) =>
  typeof sample.date === 'string' ? sample.date : daysBefore(today, sample.date.daysAgo);

describe('the demo incidents', () => {
  it.each(firstStarts)('are reported and decided without a refusal on a first start on %s', (today) => {
    for (const [index, sample] of sampleIncidents.entries()) {
      const date = dateOf(sample, today);
      const reported = incidentDecider.decide(
        {
          type: 'ReportIncident',
          data: {
            incidentId: `incident-${index}`,
            reportNumber: `IR-${index}`,
            ...formAndPeople({ ...sample.report, date, establishmentId: 'site-1' }),
          },
          metadata: metadata(today),
        },
        incidentDecider.initialState,
      );
      expect(reported.map((e) => e.type)).toContain('IncidentReported');
      if (!sample.decision) continue;
      const decided = recordkeepingDecider.decide(
        {
          type: 'DecideRecordkeeping',
          data: {
            incidentId: `incident-${index}`,
            injuryDate: date,
            decision: caseDecision(sample.decision),
            reason: null,
          },
          metadata: metadata(today),
        },
        recordkeepingDecider.initialState,
      );
      expect(decided).toHaveLength(1);
    }
  });

  it('have recordable cases at both sites, none in Production and none in the month of the first start', () => {
    const recordable = sampleIncidents.filter((s) => s.decision && caseDecision(s.decision).recordable);
    expect(new Set(recordable.map((s) => s.site))).toEqual(new Set(['Plant 1', 'Plant 2']));
    for (const sample of recordable) {
      expect(sample.report.employeeDepartment).not.toBe('Production');
      expect(typeof sample.date === 'string' || sample.date.daysAgo >= 31).toBe(true);
    }
  });
});
