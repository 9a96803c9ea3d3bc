import { incidentTypes, type InsightsAnswer } from '@hs/contracts';
import { incidentTypeLabel } from '@/features/incidents';
import { stageLabels } from './insight-tables';
import { percentOf } from './people-tables';
import { actionOutcomeLabels, actionOutcomes } from './work-tables';

/** A section of the monthly report: a heading and its lines, each a label and a figure. */
export type ReportSection = { title: string; lines: [label: string, figure: string][] };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const days = (n: number | null) => (n === null ? 'None reached' : `${n} days`);

/**
 * The monthly safety report's figures, from the Insights answer for that month: every line is a
 * figure the Insights page shows for the same days, so the two never disagree.
 */
export const monthlySections = (answer: InsightsAnswer): ReportSection[] => {
  const month = answer.months[0];
  const incidents: ReportSection = {
    title: 'Incidents and near misses',
    lines: [
      ['Reported in the month', String(answer.total)],
      ...incidentTypes
        .filter((type) => (month?.byType[type] ?? 0) > 0)
        .map((type): [string, string] => [incidentTypeLabel(type), String(month!.byType[type])]),
      ['12-month average per month', String(month?.movingAverage ?? 0)],
      [
        'Near misses per injury',
        month?.nearMissRatio === null || !month ? 'No injuries' : String(month.nearMissRatio),
      ],
    ],
  };
  const where: ReportSection = {
    title: 'Where',
    lines: answer.where.locations.slice(0, 3).map((place) => [place.label, String(place.count)]),
  };
  const speed: ReportSection = {
    title: 'How fast reports moved (median)',
    lines: answer.speed.map((s) => [stageLabels[s.stage], days(s.medianDays)]),
  };
  const due = answer.actions[0];
  const actions: ReportSection = {
    title: 'Corrective actions due in the month',
    lines: actionOutcomes.map((o) => [actionOutcomeLabels[o], String(due?.[o] ?? 0)]),
  };
  const completed = sum(answer.inspections.map((s) => s.completed));
  const scored = answer.inspections.filter((s) => s.meanScore !== null);
  const meanScore = scored.length
    ? Math.round(sum(scored.map((s) => s.meanScore! * s.completed)) / sum(scored.map((s) => s.completed)))
    : null;
  const onTime = sum(answer.inspections.map((s) => s.onTime));
  const scheduled = sum(answer.inspections.map((s) => s.scheduled));
  const inspections: ReportSection = {
    title: 'Inspections',
    lines: [
      ['Completed', String(completed)],
      ['Mean score', meanScore === null ? 'Not scored' : `${meanScore}%`],
      ['Scheduled ones on time', scheduled === 0 ? 'None scheduled' : `${onTime} of ${scheduled}`],
    ],
  };
  const departments = answer.people.departments;
  const trainingDue = sum(departments.map((d) => d.trainingDue));
  const trainingOnTime = sum(departments.map((d) => d.trainingOnTime));
  const owed = sum(departments.map((d) => d.signaturesOwed));
  const awaiting = sum(departments.map((d) => d.signaturesAwaiting));
  const trainingRate = percentOf(trainingOnTime, trainingDue);
  const people: ReportSection = {
    title: 'People',
    lines: [
      [
        'Training done on time',
        trainingRate === null ? 'None due' : `${trainingOnTime} of ${trainingDue} (${trainingRate}%)`,
      ],
      ['Signatures awaited today', `${awaiting} of ${owed}`],
    ],
  };
  const osha: ReportSection[] =
    answer.osha === null
      ? []
      : [
          {
            title: `OSHA rates, ${answer.from.slice(0, 4)} (TRIR / DART)`,
            lines: answer.osha.map((r) => [
              r.name,
              r.trir === null ? 'No hours' : `${r.trir.toFixed(2)} / ${(r.dart ?? 0).toFixed(2)}`,
            ]),
          },
        ];
  return [incidents, where, speed, actions, inspections, people, ...osha].filter((s) => s.lines.length > 0);
};
