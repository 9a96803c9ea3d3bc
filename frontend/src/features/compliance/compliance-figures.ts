import type { ComplianceSummary } from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';

export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

export interface Gauge {
  label: string;
  /** Null when the area has no data yet: shown as "No data yet" and left out of the overall rate. */
  rate: number | null;
  detail: string;
}

export const NO_DATA = 'No data yet';

/** Every area from real records; an area with nothing to measure says so instead of a figure. */
export const complianceGauges = (summary: ComplianceSummary): Gauge[] => [
  {
    label: 'Training',
    rate: summary.activeEmployees === 0 ? null : summary.trainingComplianceRate,
    detail: `${summary.upToDateEmployees} of ${summary.activeEmployees} employees up to date`,
  },
  summary.documentation
    ? {
        label: 'Documentation',
        rate: summary.documentation.rate,
        detail: `${summary.documentation.completed} of ${summary.documentation.total} required signatures given`,
      }
    : { label: 'Documentation', rate: null, detail: 'No document requires a signature' },
  summary.inspections
    ? {
        label: 'Inspections',
        rate: percentOf(summary.inspections.completed, summary.inspections.total),
        detail: `${summary.inspections.completed} of ${summary.inspections.total} inspections completed`,
      }
    : { label: 'Inspections', rate: null, detail: 'No inspection was due in the period' },
];

/** The overall rate: the areas with data weigh the same; null when none has data. */
export const overallRate = (gauges: readonly Gauge[]): number | null => {
  const rates = gauges.flatMap((g) => (g.rate === null ? [] : [g.rate]));
  return rates.length === 0 ? null : rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
};

/** A whole percent for display ("86%"), or "No data yet". */
export const percentText = (rate: number | null): string =>
  rate === null ? NO_DATA : `${Math.round(rate)}%`;

/** A department's standing; the words carry the meaning, the colour only repeats it. */
export const departmentStanding = (rate: number): { label: string; tone: BadgeTone } => {
  if (rate >= 90) return { label: 'Compliant', tone: 'green' };
  if (rate >= 75) return { label: 'Needs Attention', tone: 'yellow' };
  return { label: 'At Risk', tone: 'red' };
};
