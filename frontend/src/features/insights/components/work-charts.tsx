import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { InsightsAnswer } from '@hs/contracts';
import { barColour, outcomeColours } from '../chart-colours';
import { monthLabel } from '../insight-tables';
import { actionOutcomeLabels, actionOutcomes } from '../work-tables';

// Loaded with the other charts (lazy-charts.ts); nothing is animated, as there.

type Open = (index: number) => void;
const axisTick = { fill: '#334155', fontSize: 12 };

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
          cursor="pointer"
          isAnimationActive={false}
          onClick={(_, index) => onOpen(index)}
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
      <Bar
        dataKey="meanScore"
        name="Mean score (%)"
        fill={barColour}
        cursor="pointer"
        isAnimationActive={false}
        onClick={(_, index) => onOpen(index)}
      />
    </BarChart>
  </ResponsiveContainer>
);
