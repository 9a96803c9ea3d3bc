import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const controlClasses =
  'block w-full rounded-md border border-slate-500 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600';

export const Input = ({ className, ...props }: ComponentProps<'input'>) => (
  <input className={cn(controlClasses, 'h-10', className)} {...props} />
);

export const Textarea = ({ className, ...props }: ComponentProps<'textarea'>) => (
  <textarea className={cn(controlClasses, 'min-h-24 py-2 leading-relaxed', className)} {...props} />
);

/** A native select: keyboard, screen reader and mobile pickers work without extra code. */
export const NativeSelect = ({ className, ...props }: ComponentProps<'select'>) => (
  <select className={cn(controlClasses, 'h-10 pr-8', className)} {...props} />
);

export const Label = ({ className, ...props }: ComponentProps<'label'>) => (
  <label className={cn('text-sm font-medium text-slate-800', className)} {...props} />
);
