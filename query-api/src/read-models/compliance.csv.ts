import type { ComplianceFigures, ComplianceSummary, CurrentMetrics, FigureRatio } from '@hs/contracts';

/** The scope every figure of these pages covers: the server counts all departments for everyone. */
export const ALL_DEPARTMENTS = 'All departments';
const NO_DATA = 'No data yet';

/** One figure a line, each with its scope and the days it covers, so a row read alone is whole. */
export const figureColumns = [
  'Section',
  'Figure',
  'Scope',
  'From',
  'To',
  'Count',
  'Completed',
  'Total',
  'Rate (%)',
  'Note',
] as const;
export const figureNumbers = new Set(['Count', 'Completed', 'Total', 'Rate (%)']);

type FigureRow = Record<(typeof figureColumns)[number], string>;
type Line = Partial<FigureRow> & Pick<FigureRow, 'Section' | 'Figure' | 'Scope' | 'From' | 'To'>;

const row = (line: Line): FigureRow => ({
  Count: '',
  Completed: '',
  Total: '',
  'Rate (%)': '',
  Note: '',
  ...line,
});

const ratioCells = (ratio: FigureRatio | null): Partial<FigureRow> =>
  ratio === null
    ? { Note: NO_DATA }
    : { Completed: String(ratio.completed), Total: String(ratio.total), 'Rate (%)': ratio.rate.toFixed(1) };

/** Overall, training, documentation and inspections: the areas every compliance page shows. */
const areaRows = (figures: ComplianceFigures): FigureRow[] => {
  const days = {
    Section: 'Compliance by area',
    Scope: ALL_DEPARTMENTS,
    From: figures.from,
    To: figures.asOf,
  };
  return [
    row({
      ...days,
      Figure: 'Overall',
      ...(figures.overall === null
        ? { Note: NO_DATA }
        : { 'Rate (%)': figures.overall.toFixed(1), Note: 'Mean of the areas with data' }),
    }),
    row({ ...days, Figure: 'Training', ...ratioCells(figures.training) }),
    row({ ...days, Figure: 'Documentation', ...ratioCells(figures.documentation) }),
    row({ ...days, Figure: 'Inspections', ...ratioCells(figures.inspections) }),
  ];
};

/** The dashboard's Safety Metrics Overview for its period. */
export const metricsCsvRows = (metrics: CurrentMetrics): FigureRow[] => {
  const days = { Section: 'Incidents', Scope: ALL_DEPARTMENTS, From: metrics.from, To: metrics.to };
  return [
    row({ ...days, Figure: 'Incidents reported', Count: String(metrics.incidentsCount) }),
    row({ ...days, Figure: 'Near misses reported', Count: String(metrics.nearMissesCount) }),
    ...areaRows(metrics.compliance),
  ];
};

/** The Compliance Management page for its month: areas, employee overview and departments. */
export const complianceCsvRows = (summary: ComplianceSummary): FigureRow[] => {
  const { asOf, from } = summary.compliance;
  const onTheDay = { Section: 'Employee overview', Scope: ALL_DEPARTMENTS, From: asOf, To: asOf };
  const counts: [string, number][] = [
    ['Active employees', summary.activeEmployees],
    ['With no overdue training', summary.upToDateEmployees],
    ['Overdue assignments', summary.overdueAssignments],
    ['Open assignments', summary.openAssignments],
    ['Completed assignments', summary.completedAssignments],
  ];
  return [
    ...areaRows(summary.compliance),
    ...counts.map(([figure, count]) => row({ ...onTheDay, Figure: figure, Count: String(count) })),
    ...summary.departments.map((department) =>
      row({
        Section: 'Training compliance by department',
        Figure: department.department,
        Scope: department.department,
        From: from,
        To: asOf,
        Count: String(department.employees),
        ...ratioCells(department.training),
        // The Count column of a department is its active employees, said on the line itself.
        Note: `${department.training === null ? 'No training due; c' : 'C'}ount is active employees`,
      }),
    ),
  ];
};
