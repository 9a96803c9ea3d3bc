import { useTranslation } from 'react-i18next';
import type { MyWork } from '@hs/contracts';
import { cn } from '@/lib/cn';

/** Open, overdue and done, as figures with their words (the figure alone says nothing to a reader). */
export const WorkCounts = ({ counts, className }: { counts: MyWork['counts']; className?: string }) => {
  const { t } = useTranslation('my-work');
  return (
    <dl className={cn('grid grid-cols-3 gap-3', className)}>
      {(
        [
          [t('counts.open'), counts.open, 'text-slate-900'],
          [t('counts.overdue'), counts.overdue, counts.overdue > 0 ? 'text-red-700' : 'text-slate-900'],
          [t('counts.done'), counts.done, 'text-green-800'],
        ] as const
      ).map(([label, value, tone]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-3 text-center">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className={cn('text-2xl font-bold', tone)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
