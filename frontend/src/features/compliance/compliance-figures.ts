import type { ComplianceFigures } from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';
import { areaNote } from '@/lib/compliance-words';

export interface Gauge {
  label: string;
  /** Null when the area has no data yet: shown as "No data yet" and left out of the overall rate. */
  rate: number | null;
  detail: string;
}

/** Every area as the server computed it (the same figures as the dashboards'). */
export const complianceGauges = (figures: ComplianceFigures): Gauge[] => [
  { label: 'Training', rate: figures.training?.rate ?? null, detail: areaNote(figures, 'training') },
  {
    label: 'Documentation',
    rate: figures.documentation?.rate ?? null,
    detail: areaNote(figures, 'documentation'),
  },
  { label: 'Inspections', rate: figures.inspections?.rate ?? null, detail: areaNote(figures, 'inspections') },
];

/** A department's standing; the words carry the meaning, the colour only repeats it. */
export const departmentStanding = (rate: number): { label: string; tone: BadgeTone } => {
  if (rate >= 90) return { label: 'Compliant', tone: 'green' };
  if (rate >= 75) return { label: 'Needs Attention', tone: 'yellow' };
  return { label: 'At Risk', tone: 'red' };
};
