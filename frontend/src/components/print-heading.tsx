import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { usePrintedAt } from '@/lib/print';
import { useSignedInUser } from '@/lib/session';

interface PrintHeadingProps {
  title: string;
  period: string;
  scope: string;
  /** Shown on paper only unless told otherwise (a part printed alone shows it itself). */
  className?: string;
}

/** What a printed report says of itself: what it is, the days and people it covers, when and by whom. */
export const PrintHeading = ({
  title,
  period,
  scope,
  className = 'hidden print:block',
}: PrintHeadingProps) => {
  const user = useSignedInUser();
  const printedAt = usePrintedAt();
  return (
    <div className={cn('mb-4 border-b border-slate-300 pb-3 text-slate-900', className)}>
      <p className="text-xl font-bold">{title}</p>
      <dl className="mt-1 grid grid-cols-[6rem_1fr] gap-x-3 text-sm">
        <dt className="font-semibold">Period</dt>
        <dd>{period}</dd>
        <dt className="font-semibold">Scope</dt>
        <dd>{scope}</dd>
        <dt className="font-semibold">Generated</dt>
        <dd>
          {formatDateTime(printedAt.toISOString())} by {user.firstName} {user.lastName} ({user.username})
        </dd>
      </dl>
    </div>
  );
};
