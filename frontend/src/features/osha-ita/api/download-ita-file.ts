import { itaRoutes } from '@hs/contracts';
import { downloadTextFile } from '../../../lib/download';
import { getText } from '../../../lib/http';

export type ItaFile = 'summary' | 'cases';

/** Fetches one ITA CSV and saves it; a file with problems answers 422 and nothing is saved. */
export const downloadItaFile = async (file: ItaFile, year: number): Promise<void> => {
  const path = file === 'summary' ? itaRoutes.summaryCsv(year) : itaRoutes.casesCsv(year);
  const csv = await getText(path, 'text/csv');
  downloadTextFile(`ita-${file}-${year}.csv`, csv, 'text/csv');
};
