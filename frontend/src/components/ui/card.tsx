import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Card = ({ className, ...props }: ComponentProps<'section'>) => (
  <section
    className={cn('min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm', className)}
    {...props}
  />
);

export const CardHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn(
      'flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6',
      className,
    )}
    {...props}
  />
);

export const CardTitle = ({ className, ...props }: ComponentProps<'h2'>) => (
  <h2 className={cn('text-lg font-semibold text-slate-900', className)} {...props} />
);

export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('mt-1 text-sm text-slate-600', className)} {...props} />
);

export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('px-5 py-5 sm:px-6', className)} {...props} />
);

export const CardFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn(
      'flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6',
      className,
    )}
    {...props}
  />
);
