import { AttendanceBody, type AttendanceSheet } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { toast } from '@/components/ui/toast-store';
import { failureText, fieldErrors } from '@/lib/http';
import { runMutation } from '@/lib/run-mutation';
import { useContractForm } from '@/lib/use-contract-form';
import { useSaveAttendance } from '../api/save-attendance';
import { AttendanceLine } from './attendance-line';

type Mark = '' | 'present' | 'absent';
type Values = { attendance: { userId: string; mark: Mark }[] };

const valuesOf = (sheet: AttendanceSheet): Values => ({
  attendance: sheet.attendees.map(({ userId, status }) => ({
    userId,
    mark: status === 'unmarked' ? '' : status,
  })),
});

/** Lines left unmarked are not sent: the sheet can be saved as people are checked in. */
const toBody = (values: Values): AttendanceBody => ({
  attendance: values.attendance
    .filter((line) => line.mark !== '')
    .map(({ userId, mark }) => ({ userId, present: mark === 'present' })),
});

/** The server names the line of the body it refused; the body skips unmarked lines, the form does not. */
const formFieldOf = (key: string, body: AttendanceBody, values: Values): string | null => {
  const line = /^attendance\.(\d+)\./.exec(key);
  const userId = line ? body.attendance[Number(line[1])]?.userId : undefined;
  const index = values.attendance.findIndex((l) => l.userId === userId);
  return index >= 0 ? `attendance.${index}.mark` : null;
};

/** The attendance sheet of a started session: Present or Absent for each registered person. */
export const AttendanceForm = ({ sheet }: { sheet: AttendanceSheet }) => {
  const save = useSaveAttendance(sheet.trainingId);
  const form = useContractForm({ schema: AttendanceBody, defaultValues: valuesOf(sheet), toBody });

  const send = (body: AttendanceBody, values: Values) =>
    runMutation(save, body, {
      onSuccess: () => {
        form.reset(values);
        toast({
          title: 'Attendance saved',
          description: 'Those present are recorded as having completed the course.',
        });
      },
      onError: (error) => {
        for (const [key, reason] of Object.entries(fieldErrors(error))) {
          const name = formFieldOf(key, body, values);
          if (name) form.setError(name as `attendance.${number}.mark`, { type: 'server', message: reason });
        }
        toast({ variant: 'destructive', title: 'Not saved', description: failureText(error, 'Not saved') });
      },
    });

  return (
    <form {...form.formProps(send, { className: 'grid gap-4' })} aria-labelledby="attendance-title">
      <LeaveGuard when={form.formState.isDirty && !save.isPending} />
      <Card>
        <CardHeader>
          <div>
            <CardTitle id="attendance-title">Attendance</CardTitle>
            <CardDescription>
              Mark each registered person present or absent. Those present complete the course on the
              session&apos;s day; an absence can be changed to present later.
            </CardDescription>
          </div>
        </CardHeader>
        <fieldset disabled={save.isPending} className="min-w-0">
          <legend className="sr-only">Registered people</legend>
          <ul className="divide-y divide-slate-200 border-t border-slate-200">
            {sheet.attendees.map((attendee, i) => (
              <AttendanceLine
                key={attendee.userId}
                attendee={attendee}
                index={i}
                field={form.register(`attendance.${i}.mark`)}
                error={form.error(`attendance.${i}.mark`)}
              />
            ))}
          </ul>
        </fieldset>
      </Card>
      {form.error('attendance') && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {form.error('attendance')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save attendance'}
        </Button>
        {form.formState.isDirty && <p className="text-sm text-slate-700">You have unsaved changes.</p>}
      </div>
    </form>
  );
};
