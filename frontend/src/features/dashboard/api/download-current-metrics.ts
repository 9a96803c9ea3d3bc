import { trainingRoutes, type CurrentMetrics } from '@hs/contracts';
import { downloadTextFile } from '@/lib/download';
import { getText } from '@/lib/http';

/** GET /api/metrics/current.csv for the period on screen, saved under the days it covers. */
export const downloadCurrentMetrics = async ({ period, from, to }: CurrentMetrics): Promise<void> => {
  const csv = await getText(`${trainingRoutes.metricsCsv}?period=${period}`, 'text/csv');
  downloadTextFile(`safety-metrics-${from}-to-${to}.csv`, csv, 'text/csv');
};
