import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { COMPLIANCE_SCOPE, percentText } from '@/lib/compliance-words';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The overall compliance rate as a ring; the figure is text, the ring repeats it. */
export const ComplianceRateCircle = ({ rate }: { rate: number | null }) => {
  const clamped = Math.min(100, Math.max(0, rate ?? 0));
  return (
    <Card aria-labelledby="overall-rate-title">
      <CardHeader>
        <CardTitle id="overall-rate-title" className="text-base">
          Overall Compliance Rate
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-3">
        <div className="relative size-40">
          <svg viewBox="0 0 120 120" className="size-40 -rotate-90" aria-hidden="true">
            <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-slate-200" />
            <circle
              cx="60"
              cy="60"
              r={RADIUS}
              fill="none"
              strokeWidth="12"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
              className="stroke-green-600"
            />
          </svg>
          <p className="absolute inset-0 grid place-items-center text-center">
            <span>
              <span
                className={
                  rate === null
                    ? 'block text-lg font-semibold text-slate-700'
                    : 'block text-4xl font-bold tracking-tight text-slate-900'
                }
              >
                {percentText(rate)}
              </span>
              {rate !== null && <span className="text-xs text-slate-600">overall</span>}
            </span>
          </p>
        </div>
        <p className="text-center text-sm text-slate-600">
          {COMPLIANCE_SCOPE}. The areas with data weigh the same; an area without data is left out.
        </p>
      </CardContent>
    </Card>
  );
};
