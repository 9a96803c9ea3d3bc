import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const tones = {
  red: 'bg-red-50 text-red-700',
  yellow: 'bg-yellow-50 text-yellow-800',
  blue: 'bg-blue-50 text-blue-700',
  green: 'bg-green-50 text-green-700',
} as const;

interface MetricCardProps {
  id: string;
  label: string;
  value: string;
  /** What the figure counts, in a line under it. */
  note: string;
  icon: LucideIcon;
  tone: keyof typeof tones;
}

/** One figure of the Safety Metrics Overview; the card is a region named by its label. */
export const MetricCard = ({ id, label, value, note, icon: Icon, tone }: MetricCardProps) => (
  <Card aria-labelledby={id} className="flex items-start justify-between gap-4 p-5">
    <div className="min-w-0">
      <h3 id={id} className="text-sm font-medium text-slate-700">
        {label}
      </h3>
      <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{value}</p>
      <p className="mt-1 text-xs text-slate-600">{note}</p>
    </div>
    <span
      className={cn('grid size-11 shrink-0 place-items-center rounded-lg', tones[tone])}
      aria-hidden="true"
    >
      <Icon className="size-5" />
    </span>
  </Card>
);

/** A card-shaped placeholder while the figures load (four of them). */
export const MetricCardSkeleton = () => (
  <Card className="p-5" aria-hidden="true">
    <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
    <div className="mt-3 h-8 w-16 animate-pulse rounded bg-slate-200" />
    <div className="mt-3 h-3 w-40 animate-pulse rounded bg-slate-200" />
  </Card>
);
