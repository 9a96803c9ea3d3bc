import type { ComplianceFigures, FigureRatio } from '@hs/contracts';

/** What every page shows for an area in which nothing was owed. */
export const NO_DATA = 'No data yet';

/** The scope every compliance figure covers: the server counts all departments for everyone. */
export const COMPLIANCE_SCOPE = 'All departments';

/** A whole percent ("86%"), or "No data yet". */
export const percentText = (rate: number | null | undefined): string =>
  rate === null || rate === undefined ? NO_DATA : `${Math.round(rate)}%`;

type Area = 'training' | 'documentation' | 'inspections';

const counted: Record<Area, (r: FigureRatio) => string> = {
  training: (r) => `${r.completed} of ${r.total} trainings due completed on time`,
  documentation: (r) => `${r.completed} of ${r.total} required signatures given`,
  inspections: (r) => `${r.completed} of ${r.total} scheduled inspections due done on time`,
};

const nothingOwed: Record<Area, string> = {
  training: 'no training was due',
  documentation: 'no document requires a signature',
  inspections: 'no inspection was due',
};

/** What an area's figure counts, with its scope: "All departments: 3 of 4 trainings due completed on time". */
export const areaNote = (figures: ComplianceFigures, area: Area): string => {
  const figure = figures[area];
  return `${COMPLIANCE_SCOPE}: ${figure ? counted[area](figure) : nothingOwed[area]}`;
};
