import { trainingMatrixRoutes } from '@hs/contracts';
import { downloadTextFile } from '@/lib/download';
import { getText } from '@/lib/http';
import { matrixQueryString, type MatrixFilters } from './get-training-matrix';

/** GET /api/training-matrix.csv with the filters on screen, saved as a file. */
export const downloadTrainingMatrix = async (filters: MatrixFilters, asOf: string): Promise<void> => {
  const csv = await getText(`${trainingMatrixRoutes.matrixCsv}?${matrixQueryString(filters)}`, 'text/csv');
  downloadTextFile(`training-matrix-${asOf}.csv`, csv, 'text/csv');
};
