import { median } from './stats.ts';

/** One line of bench/results.json and of the printed table. */
export type BenchResult = {
  scenario: string;
  figure: string;
  value: number | null;
  unit: string;
  /** The peer's or the baseline's value measured in the same run, when the figure has one. */
  baseline: number | null;
  /** value / baseline. */
  ratio: number | null;
  goal: string;
  met: boolean;
  /** Why a figure was not measured, or what it depends on. */
  note?: string;
  /**
   * When the figure is taken over repeats (Lighthouse runs, growth turns): each repeat's value and
   * how many of them met the goal, so a goal met in one repeat and missed in another shows it.
   */
  repeats?: { values: number[]; met: number };
};

export const ratioOf = (value: number | null, baseline: number | null): number | null =>
  value === null || baseline === null || baseline === 0 ? null : value / baseline;

/** A figure with no goal of its own: reported for the reader (met stays true). */
export const reported = (
  scenario: string,
  figure: string,
  value: number | null,
  unit: string,
  extra: Partial<BenchResult> = {},
): BenchResult => ({
  scenario,
  figure,
  value,
  unit,
  baseline: null,
  ratio: null,
  goal: 'reported (no goal)',
  met: true,
  ...extra,
});

/** A figure that could not be measured yet, with the reason. */
export const notRun = (scenario: string, figure: string, unit: string, goal: string, reason: string) =>
  ({
    scenario,
    figure,
    value: null,
    unit,
    baseline: null,
    ratio: null,
    goal,
    met: false,
    note: `not run: ${reason}`,
  }) satisfies BenchResult;

const format = (n: number | null): string => {
  if (n === null) return '-';
  if (Math.abs(n) >= 1000) return Math.round(n).toLocaleString('en-US');
  if (Math.abs(n) >= 100) return n.toFixed(0);
  if (Math.abs(n) >= 10) return n.toFixed(1);
  return n.toFixed(2);
};

/** "1,480 / 1,652 / 1,910 (3)": the least, the median and the most of the repeats, and how many. */
const spreadOf = (r: BenchResult): string => {
  if (!r.repeats || r.repeats.values.length < 2) return '-';
  const values = r.repeats.values;
  const shown = [Math.min(...values), median(values), Math.max(...values)].map(format);
  return `${shown.join(' / ')} (${values.length})`;
};

/** yes / NO for the figure; with repeats, in how many of them the goal was met too. */
const metOf = (r: BenchResult): string => {
  if (r.note?.startsWith('not run')) return 'not run';
  if (r.goal.startsWith('reported')) return '';
  const verdict = r.met ? 'yes' : 'NO';
  const repeats = r.repeats;
  if (!repeats || repeats.values.length < 2) return verdict;
  return `${verdict} (${repeats.met} of ${repeats.values.length})`;
};

/** The results as a plain-text table, notes below it. */
export const formatTable = (results: readonly BenchResult[]): string => {
  const header = [
    'scenario',
    'figure',
    'value',
    'unit',
    'min / median / max (repeats)',
    'peer/baseline',
    'ratio',
    'goal',
    'met',
  ];
  const rows = results.map((r) => [
    r.scenario,
    r.figure,
    format(r.value),
    r.unit,
    spreadOf(r),
    format(r.baseline),
    r.ratio === null ? '-' : `${r.ratio.toFixed(2)}x`,
    r.goal,
    metOf(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const notes = results
    .filter((r) => r.note)
    .map((r) => `- ${r.scenario} ${r.figure}: ${r.note}`)
    .join('\n');
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)]
    .concat(notes ? ['', 'Notes:', notes] : [])
    .join('\n');
};
