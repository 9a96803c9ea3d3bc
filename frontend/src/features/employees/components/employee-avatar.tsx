import type { EmployeeSummary } from '@hs/contracts';
import { cn } from '@/lib/cn';
import { initials } from '../employee-search';

/** Initials in a circle; decorative, because the name is always written beside it. */
export const EmployeeAvatar = ({
  employee,
  className,
}: {
  employee: Pick<EmployeeSummary, 'firstName' | 'lastName' | 'isActive'>;
  className?: string;
}) => (
  <span
    aria-hidden="true"
    className={cn(
      'grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold',
      employee.isActive ? 'bg-brand-100 text-brand-900' : 'bg-slate-200 text-slate-700',
      className,
    )}
  >
    {initials(employee)}
  </span>
);
