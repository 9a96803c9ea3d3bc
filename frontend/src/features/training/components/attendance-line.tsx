import type { AttendanceSheet } from '@hs/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';

type Attendee = AttendanceSheet['attendees'][number];

const statusBadge = (attendee: Attendee): { tone: BadgeTone; text: string } =>
  attendee.status === 'present'
    ? { tone: 'green', text: `Completed ${formatDate(attendee.completedOn)}` }
    : attendee.status === 'absent'
      ? { tone: 'orange', text: 'Absent' }
      : { tone: 'grey', text: 'Not marked' };

const choices = [
  { value: 'present', label: 'Present' },
  { value: 'absent', label: 'Absent' },
] as const;

/**
 * One registered person on the sheet: their recorded status and a Present/Absent radio pair. A
 * recorded completion stands, so Absent is closed for those already completed.
 */
export const AttendanceLine = ({
  attendee,
  index,
  field,
  error,
}: {
  attendee: Attendee;
  index: number;
  field: UseFormRegisterReturn;
  error: string | undefined;
}) => {
  const id = `attendance-${index}`;
  const badge = statusBadge(attendee);
  const completed = attendee.status === 'present';
  const described = [`${id}-status`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <li>
      <fieldset aria-describedby={described} className="min-w-0 px-4 py-4 sm:px-6">
        <legend className="float-left w-full font-semibold text-slate-900">{attendee.name}</legend>
        <p id={`${id}-status`} className="clear-left mt-1 text-sm text-slate-700">
          <span className="sr-only">Recorded: </span>
          <Badge tone={badge.tone}>{badge.text}</Badge>
          {completed && <span className="ml-2">A recorded completion stands.</span>}
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:max-w-sm">
          {choices.map(({ value, label }) => {
            const closed = completed && value === 'absent';
            return (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 items-center gap-2.5 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50',
                  closed
                    ? 'cursor-not-allowed bg-slate-50 text-slate-600'
                    : 'cursor-pointer hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  disabled={closed}
                  aria-invalid={error ? true : undefined}
                  className="size-5 shrink-0 accent-brand-700"
                  {...field}
                />
                {label}
              </label>
            );
          })}
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </li>
  );
};
