import { trainingRoutes } from '@hs/contracts';
import { downloadTextFile } from '@/lib/download';
import { getText } from '@/lib/http';

/** GET /api/compliance/summary.csv for a month ("2026-11"), saved under that month. */
export const downloadComplianceSummary = async (month: string): Promise<void> => {
  const csv = await getText(`${trainingRoutes.complianceCsv}?month=${encodeURIComponent(month)}`, 'text/csv');
  downloadTextFile(`compliance-${month}.csv`, csv, 'text/csv');
};
