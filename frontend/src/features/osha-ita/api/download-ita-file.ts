import { itaRoutes } from '@hs/contracts';
import { downloadTextFile } from '@/lib/download';
import { getText } from '@/lib/http';

export type ItaFile = 'summary' | 'cases';

/** Fetches one ITA CSV (as of a day when given) and saves it; a file with problems answers 422 and nothing is saved. */
export const downloadItaFile = async (file: ItaFile, year: number, asOf = ''): Promise<void> => {
  const path =
    file === 'summary' ? itaRoutes.summaryCsv(year, asOf || null) : itaRoutes.casesCsv(year, asOf || null);
  const csv = await getText(path, 'text/csv');
  downloadTextFile(`ita-${file}-${year}${asOf ? `-as-of-${asOf}` : ''}.csv`, csv, 'text/csv');
};
