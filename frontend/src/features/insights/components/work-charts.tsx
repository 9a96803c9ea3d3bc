import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { InsightsAnswer } from '@hs/contracts';
import { axisTick, opensRecords, type Open } from './chart-parts';
import { barColour, outcomeColours, secondBarColour } from '../chart-colours';
import { monthLabel } from '../insight-tables';
import { signedPercent, trainingPercent } from '../people-tables';
import { actionOutcomeLabels, actionOutcomes } from '../work-tables';

// Loaded with the other charts (lazy-charts.ts); nothing is animated, as there.

/** Corrective actions due each month, stacked from closed on time to not yet due. */
export const ActionsChart = ({ answer, onOpen }: { answer: InsightsAnswer; onOpen: Open }) => (
  <ResponsiveContainer width="100%" height={300}>
    <BarChart
      data={answer.actions.map((m) => ({ ...m, label: monthLabel(m.month) }))}
      margin={{ top: 8, right: 8, bottom: 8, left: -16 }}
    >
      <CartesianGrid stroke="#e2e8f0" vertical={false} />
      <XAxis dataKey="label" tick={axisTick} />
      <YAxis allowDecimals={false} tick={axisTick} />
      <Tooltip />
      <Legend
        itemSorter={(item) => actionOutcomes.indexOf(item.dataKey as (typeof actionOutcomes)[number])}
      />
      {actionOutcomes.map((outcome) => (
        <Bar
          key={outcome}
          dataKey={outcome}
          name={actionOutcomeLabels[outcome]}
          stackId="actions"
          fill={outcomeColours[outcome]}
          stroke="#ffffff"
          {...opensRecords(onOpen)}
        />
      ))}
    </BarChart>
  </ResponsiveContainer>
);

/** Each site's mean inspection score, in percent. */
export const InspectionsChart = ({ answer, onOpen }: { answer: InsightsAnswer; onOpen: Open }) => (
  <ResponsiveContainer width="100%" height={Math.max(120, answer.inspections.length * 36 + 40)}>
    <BarChart data={answer.inspections} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
      <CartesianGrid stroke="#e2e8f0" horizontal={false} />
      <XAxis type="number" domain={[0, 100]} unit="%" tick={axisTick} />
      <YAxis type="category" dataKey="name" width={120} tick={axisTick} />
      <Tooltip />
      <Bar dataKey="meanScore" name="Mean score (%)" fill={barColour} {...opensRecords(onOpen)} />
    </BarChart>
  </ResponsiveContainer>
);

/** A bar's figure written beside it, so 0% reads as a figure and not as a missing bar. */
const percentLabel = (value: unknown) => (typeof value === 'number' ? `${value}%` : 'none');

/** Each department's training rate and share of signatures given, in percent. */
export const PeopleChart = ({ answer, onOpen }: { answer: InsightsAnswer; onOpen: Open }) => {
  const data = answer.people.departments.map((d) => ({
    department: d.department,
    training: trainingPercent(d),
    signed: signedPercent(d),
  }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(140, data.length * 56 + 60)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 48, bottom: 4, left: 8 }}>
        <CartesianGrid stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" domain={[0, 100]} unit="%" tick={axisTick} />
        <YAxis type="category" dataKey="department" width={120} tick={axisTick} />
        <Tooltip />
        <Legend itemSorter={(item) => (item.dataKey === 'training' ? 0 : 1)} />
        <Bar
          dataKey="training"
          name="Training on time (%)"
          fill={barColour}
          {...opensRecords(onOpen)}
          // A 0% bar is drawn 2 px long, so its figure is written beside it.
          minPointSize={2}
        >
          <LabelList
            dataKey="training"
            position="right"
            fill="#334155"
            fontSize={12}
            formatter={percentLabel}
          />
        </Bar>
        <Bar
          dataKey="signed"
          name="Signatures given (%)"
          fill={secondBarColour}
          {...opensRecords(onOpen)}
          // A 0% bar is drawn 2 px long, so its figure is written beside it.
          minPointSize={2}
        >
          <LabelList
            dataKey="signed"
            position="right"
            fill="#334155"
            fontSize={12}
            formatter={percentLabel}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
};

/** The documents awaiting most signatures. */
export const DocumentsChart = ({ answer, onOpen }: { answer: InsightsAnswer; onOpen: Open }) => (
  <ResponsiveContainer width="100%" height={Math.max(120, answer.people.documents.length * 36 + 40)}>
    <BarChart
      data={answer.people.documents}
      layout="vertical"
      margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
    >
      <CartesianGrid stroke="#e2e8f0" horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={axisTick} />
      <YAxis type="category" dataKey="name" width={120} tick={axisTick} />
      <Tooltip />
      <Bar dataKey="awaiting" name="Signatures awaited" fill={secondBarColour} {...opensRecords(onOpen)} />
    </BarChart>
  </ResponsiveContainer>
);

/** TRIR and DART per establishment and year. */
export const OshaChart = ({ answer, onOpen }: { answer: InsightsAnswer; onOpen: Open }) => {
  const data = (answer.osha ?? []).map((r) => ({
    label: `${r.name}, ${r.year}`,
    trir: r.trir,
    dart: r.dart,
  }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(140, data.length * 56 + 60)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" tick={axisTick} />
        <YAxis type="category" dataKey="label" width={140} tick={axisTick} />
        <Tooltip />
        <Legend itemSorter={(item) => (item.dataKey === 'trir' ? 0 : 1)} />
        <Bar dataKey="trir" name="TRIR" fill={barColour} {...opensRecords(onOpen)} />
        <Bar dataKey="dart" name="DART" fill={secondBarColour} {...opensRecords(onOpen)} />
      </BarChart>
    </ResponsiveContainer>
  );
};
