import type { BadgeTone } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { percentText } from '@/lib/compliance-words';
import { departmentStanding, type Gauge } from '../compliance-figures';

const barColour: Partial<Record<BadgeTone, string>> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-600',
  red: 'bg-red-600',
};

/** Gauges for Training, Documentation and Inspections. */
export const ComplianceGauges = ({ gauges }: { gauges: Gauge[] }) => (
  <Card aria-labelledby="compliance-areas-title">
    <CardHeader>
      <CardTitle id="compliance-areas-title" className="text-base">
        Compliance by Area
      </CardTitle>
    </CardHeader>
    <CardContent>
      <ul className="grid gap-5">
        {gauges.map(({ label, rate, detail }) => {
          const standing = rate === null ? null : departmentStanding(rate);
          return (
            <li key={label}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-slate-900">{label}</span>
                <span className={cn('font-semibold', rate === null ? 'text-slate-600' : 'text-slate-900')}>
                  {percentText(rate)}
                </span>
              </div>
              <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                <div
                  className={cn(
                    'h-full rounded-full',
                    (standing && barColour[standing.tone]) ?? 'bg-slate-500',
                  )}
                  style={{ width: `${Math.min(100, Math.max(0, rate ?? 0))}%` }}
                />
              </div>
              <p className="mt-1 text-xs text-slate-600">{detail}</p>
            </li>
          );
        })}
      </ul>
    </CardContent>
  </Card>
);
