// What every Insights chart shares (they load with the chart library, lazy-charts.ts).

/** Opens the records behind the n-th point or bar. */
export type Open = (index: number) => void;

export const axisTick = { fill: '#334155', fontSize: 12 };

/**
 * A bar that opens its records when clicked. Nothing is animated: a chart shows its figures at
 * once, for screenshots and for people who get motion sick.
 */
export const opensRecords = (onOpen: Open) => ({
  cursor: 'pointer',
  isAnimationActive: false,
  onClick: (_: unknown, index: number) => onOpen(index),
});
