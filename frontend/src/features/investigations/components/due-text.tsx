import type { InvestigationSummary } from '@hs/contracts';
import { formatDateTime } from '@/lib/dates';
import { dueWords } from '../due-words';

/** The due time, and how far off it is in words; red once overdue. */
export const DueText = ({ investigation }: { investigation: InvestigationSummary }) => {
  const words = dueWords(investigation.dueAt, investigation.state === 'approved');
  return (
    <span>
      {formatDateTime(investigation.dueAt)}
      {words && (
        <span className={investigation.overdue ? 'font-semibold text-red-800' : 'text-slate-700'}>
          {' '}
          ({words})
        </span>
      )}
    </span>
  );
};
