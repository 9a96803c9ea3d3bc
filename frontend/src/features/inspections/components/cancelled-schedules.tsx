import type { CancelledInspectionSchedule } from '@hs/contracts';
import { formatDate } from '@/lib/dates';
import { frequencyLabels } from '../inspection-labels';

/** The record of schedules no longer running: when each stopped and why (folded away by default). */
export const CancelledSchedules = ({ schedules }: { schedules: CancelledInspectionSchedule[] }) =>
  schedules.length === 0 ? null : (
    <details className="rounded-md border border-slate-200 p-3 text-sm text-slate-800">
      <summary className="cursor-pointer font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        Cancelled schedules ({schedules.length})
      </summary>
      <ul className="mt-2 grid gap-2" aria-label="Cancelled schedules">
        {schedules.map((s) => (
          <li key={s.id} className="border-t border-slate-100 pt-2">
            <span className="font-semibold">{s.templateTitle}</span> · {s.establishmentName}
            {s.area && `, ${s.area}`} · {frequencyLabels[s.frequency]} from {formatDate(s.startsOn)},
            cancelled {formatDate(s.cancelledOn)}: {s.cancelReason}
          </li>
        ))}
      </ul>
    </details>
  );
