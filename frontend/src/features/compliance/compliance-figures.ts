import type { ComplianceSummary } from '@hs/contracts';
import type { BadgeTone } from '../../components/ui/badge';

export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

export interface Gauge {
  label: string;
  rate: number;
  detail: string;
}

/** Training from real assignments; documentation and inspections are the server's defaults (spec 9). */
export const complianceGauges = (summary: ComplianceSummary): Gauge[] => [
  {
    label: 'Training',
    rate: summary.trainingComplianceRate,
    detail: `${summary.upToDateEmployees} of ${summary.activeEmployees} employees up to date`,
  },
  {
    label: 'Documentation',
    rate: summary.documentation.rate,
    detail: `${summary.documentation.completed} of ${summary.documentation.total} documents complete`,
  },
  {
    label: 'Inspections',
    rate: percentOf(summary.inspections.completed, summary.inspections.total),
    detail: `${summary.inspections.completed} of ${summary.inspections.total} inspections completed`,
  },
];

/** The overall rate: the three areas weigh the same. */
export const overallRate = (gauges: readonly Gauge[]): number =>
  gauges.length === 0 ? 0 : gauges.reduce((sum, g) => sum + g.rate, 0) / gauges.length;

/** A whole percent for display ("86%"). */
export const percentText = (rate: number): string => `${Math.round(rate)}%`;

/** A department's standing; the words carry the meaning, the colour only repeats it. */
export const departmentStanding = (rate: number): { label: string; tone: BadgeTone } => {
  if (rate >= 90) return { label: 'Compliant', tone: 'green' };
  if (rate >= 75) return { label: 'Needs Attention', tone: 'yellow' };
  return { label: 'At Risk', tone: 'red' };
};
