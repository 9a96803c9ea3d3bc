import type { ReactNode } from 'react';
import { CircleAlert, Inbox, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface StatusMessageProps {
  kind: 'loading' | 'error' | 'empty';
  /** The page's exact text for this state. */
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}

const icons = { loading: LoaderCircle, error: CircleAlert, empty: Inbox } as const;

/** Loading, error and empty states in one look; loading is polite, an error is announced at once. */
export const StatusMessage = ({ kind, children, action, className }: StatusMessageProps) => {
  const Icon = icons[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-4 py-10 text-center text-sm',
        kind === 'error' ? 'text-red-800' : 'text-slate-700',
        className,
      )}
    >
      <Icon className={cn('size-6', kind === 'loading' && 'animate-spin')} aria-hidden="true" />
      <p className="font-medium">{children}</p>
      {action}
    </div>
  );
};
