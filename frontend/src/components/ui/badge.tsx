import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

// Dark text on pale fills keeps every tone above the 4.5:1 contrast of WCAG AA.
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        green: 'border-green-200 bg-green-50 text-green-800',
        orange: 'border-orange-200 bg-orange-50 text-orange-800',
        blue: 'border-blue-200 bg-blue-50 text-blue-800',
        purple: 'border-purple-200 bg-purple-50 text-purple-800',
        yellow: 'border-yellow-300 bg-yellow-50 text-yellow-800',
        red: 'border-red-200 bg-red-50 text-red-800',
        grey: 'border-slate-200 bg-slate-100 text-slate-700',
        brand: 'border-brand-200 bg-brand-50 text-brand-800',
      },
    },
    defaultVariants: { tone: 'grey' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export const Badge = ({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) => (
  <span className={cn(badgeVariants({ tone }), className)} {...props} />
);
