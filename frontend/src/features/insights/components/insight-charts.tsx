import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { incidentTypes, severities, type InsightsAnswer } from '@hs/contracts';
import { axisTick, opensRecords, type Open } from './chart-parts';
import { incidentTypeLabel } from '@/features/incidents';
import { barColour, lineColour, secondBarColour, severityColours, typeColours } from '../chart-colours';
import { monthLabel, stageLabels, type MonthView, type PlaceKind } from '../insight-tables';

// Recharts is loaded with the first chart (lazy-charts.ts), not with the page's frame. Nothing is
// animated: a chart shows its figures at once, for screenshots and for people who get motion sick.

export const MonthsChart = ({
  answer,
  view,
  onOpen,
}: {
  answer: InsightsAnswer;
  view: MonthView;
  onOpen: Open;
}) => {
  const keys: readonly string[] = view === 'type' ? incidentTypes : severities;
  const data = answer.months.map((m) => ({
    label: monthLabel(m.month),
    average: m.movingAverage,
    ...(view === 'type' ? m.byType : m.bySeverity),
  }));
  return (
    <ResponsiveContainer width="100%" height={320}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} />
        <YAxis allowDecimals={false} tick={axisTick} />
        <Tooltip />
        <Legend itemSorter={(item) => [...keys, 'average'].indexOf(String(item.dataKey))} />
        {keys.map((key) => (
          <Bar
            key={key}
            dataKey={key}
            name={view === 'type' ? incidentTypeLabel(key) : key}
            stackId="incidents"
            fill={
              view === 'type'
                ? typeColours[key as keyof typeof typeColours]
                : severityColours[key as keyof typeof severityColours]
            }
            stroke="#ffffff"
            {...opensRecords(onOpen)}
          />
        ))}
        <Line
          dataKey="average"
          name="12-month average"
          stroke={lineColour}
          strokeDasharray="6 3"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
          type="monotone"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
};

export const RatioChart = ({ answer, onOpen }: { answer: InsightsAnswer; onOpen: Open }) => (
  <ResponsiveContainer width="100%" height={260}>
    <LineChart
      data={answer.months.map((m) => ({ label: monthLabel(m.month), ratio: m.nearMissRatio }))}
      margin={{ top: 8, right: 8, bottom: 8, left: -16 }}
      onClick={(state) => {
        if (typeof state.activeTooltipIndex === 'number') onOpen(state.activeTooltipIndex);
        else if (typeof state.activeTooltipIndex === 'string') onOpen(Number(state.activeTooltipIndex));
      }}
    >
      <CartesianGrid stroke="#e2e8f0" vertical={false} />
      <XAxis dataKey="label" tick={axisTick} />
      <YAxis tick={axisTick} />
      <Tooltip />
      <Line
        dataKey="ratio"
        name="Near misses per injury"
        stroke={barColour}
        strokeWidth={2}
        dot={{ r: 4 }}
        connectNulls={false}
        cursor="pointer"
        isAnimationActive={false}
      />
    </LineChart>
  </ResponsiveContainer>
);

export const PlacesChart = ({
  answer,
  kind,
  onOpen,
}: {
  answer: InsightsAnswer;
  kind: PlaceKind;
  onOpen: Open;
}) => {
  const places = answer.where[kind];
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, places.length * 36 + 40)}>
      <BarChart data={places} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={axisTick} />
        <YAxis type="category" dataKey="label" width={120} tick={axisTick} />
        <Tooltip />
        <Bar dataKey="count" name="Incidents" fill={barColour} {...opensRecords(onOpen)} />
      </BarChart>
    </ResponsiveContainer>
  );
};

export const SpeedChart = ({ answer, onOpen }: { answer: InsightsAnswer; onOpen: Open }) => (
  <ResponsiveContainer width="100%" height={260}>
    <BarChart
      data={answer.speed.map((s) => ({ label: stageLabels[s.stage], median: s.medianDays, p90: s.p90Days }))}
      margin={{ top: 8, right: 8, bottom: 8, left: -16 }}
    >
      <CartesianGrid stroke="#e2e8f0" vertical={false} />
      <XAxis dataKey="label" tick={axisTick} />
      <YAxis tick={axisTick} unit=" d" />
      <Tooltip />
      <Legend itemSorter={(item) => (item.dataKey === 'median' ? 0 : 1)} />
      <Bar dataKey="median" name="Median days" fill={barColour} {...opensRecords(onOpen)} />
      <Bar dataKey="p90" name="90th percentile days" fill={secondBarColour} {...opensRecords(onOpen)} />
    </BarChart>
  </ResponsiveContainer>
);
