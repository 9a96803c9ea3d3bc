import { useState } from 'react';
import type { InsightsAnswer } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import {
  monthsTable,
  placeHeadings,
  placesTable,
  ratioTable,
  speedTable,
  whenTable,
  type MonthView,
  type PlaceKind,
} from '../insight-tables';
import type { PageFilters } from '../incident-links';
import { ChartPanel } from './chart-panel';
import { MonthsChart, PlacesChart, RatioChart, SpeedChart } from './lazy-charts';
import { WeekHeatMap } from './week-heat-map';
import { WorkCharts } from './work-charts-grid';

const places: { kind: PlaceKind; title: string }[] = [
  { kind: 'locations', title: 'Incidents by location' },
  { kind: 'establishments', title: 'Incidents by establishment' },
  { kind: 'departments', title: 'Incidents by department' },
];

const MonthViewChoice = ({ view, onChange }: { view: MonthView; onChange: (view: MonthView) => void }) => (
  <div role="group" aria-label="Stack the months by" className="mb-3 flex flex-wrap items-center gap-2">
    <span className="text-sm text-slate-700">Stack by:</span>
    {(['type', 'severity'] as const).map((v) => (
      <Button
        key={v}
        size="sm"
        variant={view === v ? 'primary' : 'secondary'}
        aria-pressed={view === v}
        onClick={() => onChange(v)}
      >
        {v === 'type' ? 'Type' : 'Severity'}
      </Button>
    ))}
  </div>
);

/** Every chart of the page, each with its table and CSV: the incidents', then the work's. */
export const InsightCharts = ({ answer, filters }: { answer: InsightsAnswer; filters: PageFilters }) => (
  <div className="grid gap-6">
    <IncidentCharts answer={answer} filters={filters} />
    <WorkCharts answer={answer} filters={filters} />
  </div>
);

const IncidentCharts = ({ answer, filters }: { answer: InsightsAnswer; filters: PageFilters }) => {
  const [view, setView] = useState<MonthView>('type');
  const period = `${answer.from} to ${answer.to}`;
  if (answer.total === 0)
    return (
      <p className="text-slate-700" role="status">
        No incidents match these filters from {period}.
      </p>
    );
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-700" role="status">
        {answer.total} {answer.total === 1 ? 'incident' : 'incidents'} from {period} ({answer.timeZone})
        {answer.scopedToDepartment ? `, in ${answer.scopedToDepartment}` : ''}.
      </p>
      <ChartPanel
        id="months"
        title="Incidents and near misses per month"
        description={`Stacked by ${view}, with the 12-month moving average (dashed line).`}
        table={monthsTable(answer, filters, view)}
        fileName={`incidents-per-month-by-${view}`}
        controls={<MonthViewChoice view={view} onChange={setView} />}
        chart={(open) => <MonthsChart answer={answer} view={view} onOpen={open} />}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartPanel
          id="ratio"
          title="Near misses per injury"
          description="A leading indicator: more near misses reported per injury is good."
          table={ratioTable(answer, filters)}
          fileName="near-misses-per-injury"
          chart={(open) => <RatioChart answer={answer} onOpen={open} />}
        />
        <ChartPanel
          id="speed"
          title="How fast reports move"
          description="Days from the report to each stage: median and 90th percentile."
          table={speedTable(answer, filters)}
          fileName="days-to-each-stage"
          nothingToDraw={
            answer.speed.every((s) => s.reached === 0)
              ? 'No incident of the period has reached review, resolution or closing yet.'
              : undefined
          }
          chart={(open) => <SpeedChart answer={answer} onOpen={open} />}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {places.map(({ kind, title }) => (
          <ChartPanel
            key={kind}
            id={kind}
            title={title}
            description={`The ten with most incidents. ${placeHeadings[kind]} as recorded on the report.`}
            table={placesTable(answer, filters, kind)}
            fileName={`incidents-by-${kind.slice(0, -1)}`}
            chart={(open) => <PlacesChart answer={answer} kind={kind} onOpen={open} />}
          />
        ))}
      </div>
      <ChartPanel
        id="when"
        drawnAsSvg={false}
        title="When in the week"
        description="Incidents by weekday and time of day, on the site's clock: the darker, the more."
        table={whenTable(answer, filters)}
        fileName="incidents-by-weekday-and-hour"
        chart={() => <WeekHeatMap answer={answer} />}
      />
    </div>
  );
};
