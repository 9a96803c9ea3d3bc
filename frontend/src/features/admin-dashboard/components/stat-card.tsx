import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface StatCardProps {
  label: string;
  /** Undefined while loading: a placeholder keeps the layout still. */
  value: string | undefined;
  note: string;
  icon: LucideIcon;
  tone: 'brand' | 'yellow' | 'blue' | 'green';
}

const tones = {
  brand: 'bg-brand-50 text-brand-800',
  yellow: 'bg-yellow-50 text-yellow-800',
  blue: 'bg-blue-50 text-blue-800',
  green: 'bg-green-50 text-green-800',
} as const;

/** One figure of an admin screen: the label names the number for screen readers too. */
export const StatCard = ({ label, value, note, icon: Icon, tone }: StatCardProps) => (
  <Card className="flex items-start justify-between gap-4 p-5">
    <div className="min-w-0">
      <h2 className="text-sm font-medium text-slate-700">{label}</h2>
      {value === undefined ? (
        <p className="mt-2 h-9 w-16 animate-pulse rounded-md bg-slate-200">
          <span className="sr-only">Loading</span>
        </p>
      ) : (
        <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{value}</p>
      )}
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
