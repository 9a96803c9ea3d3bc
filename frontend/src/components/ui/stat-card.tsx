import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const tones = {
  brand: 'bg-brand-50 text-brand-800',
  red: 'bg-red-50 text-red-700',
  yellow: 'bg-yellow-50 text-yellow-800',
  blue: 'bg-blue-50 text-blue-800',
  green: 'bg-green-50 text-green-800',
} as const;

interface StatCardProps {
  label: string;
  /** Undefined while loading: a placeholder keeps the layout still. */
  value: string | undefined;
  /** What the figure counts, in a line under it. */
  note: string;
  /** How it compares with the period before, in a line under the note. */
  trend?: string | undefined;
  icon: LucideIcon;
  tone: keyof typeof tones;
  /** The label's heading level: 3 under a section's own heading. */
  level?: 2 | 3;
}

/** One figure of a dashboard; the card is a region named by its label, for screen readers too. */
export const StatCard = ({ label, value, note, trend, icon: Icon, tone, level = 2 }: StatCardProps) => {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Card aria-labelledby={id} className="flex items-start justify-between gap-4 p-5">
      <div className="min-w-0">
        <Heading id={id} className="text-sm font-medium text-slate-700">
          {label}
        </Heading>
        {value === undefined ? (
          <p className="mt-2 h-9 w-16 animate-pulse rounded-md bg-slate-200">
            <span className="sr-only">Loading</span>
          </p>
        ) : (
          <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{value}</p>
        )}
        <p className="mt-1 text-xs text-slate-600">{note}</p>
        {trend && <p className="mt-1 text-xs font-medium text-slate-700">{trend}</p>}
      </div>
      <span
        className={cn('grid size-11 shrink-0 place-items-center rounded-lg', tones[tone])}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
    </Card>
  );
};

/** A card-shaped placeholder while a row of figures loads. */
export const StatCardSkeleton = () => (
  <Card className="p-5" aria-hidden="true">
    <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
    <div className="mt-3 h-8 w-16 animate-pulse rounded bg-slate-200" />
    <div className="mt-3 h-3 w-40 animate-pulse rounded bg-slate-200" />
  </Card>
);
