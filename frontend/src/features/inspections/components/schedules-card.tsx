import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { InspectionFrequency, Role, type InspectionSchedule } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDate } from '@/lib/dates';
import { failureText, fieldErrors } from '@/lib/http';
import { roleLabels } from '@/lib/role-labels';
import { isAdmin, useCurrentUser } from '@/lib/session';
import { employeesQueryOptions } from '@/lib/employee-list';
import { establishmentsQueryOptions } from '@/features/establishments';
import { useCancelSchedule, useChangeSchedule } from '../api/change-schedule';
import { useCreateSchedule } from '../api/create-schedule';
import { schedulesQueryOptions } from '../api/get-schedules';
import { templatesQueryOptions } from '../api/get-templates';
import { frequencyLabels } from '../inspection-labels';

type Person = { id: string; firstName: string; lastName: string; isActive: boolean };

/** The choices of "Done by": every role, then the active people (listed for administrators). */
const AssigneeOptions = ({ people }: { people: Person[] }) => (
  <>
    <option value="">Choose a person or a role</option>
    {Role.options.map((r) => (
      <option key={r} value={`role:${r}`}>
        Every {roleLabels[r]}
      </option>
    ))}
    {people
      .filter((p) => p.isActive)
      .map((p) => (
        <option key={p.id} value={`person:${p.id}`}>
          {p.firstName} {p.lastName}
        </option>
      ))}
  </>
);

const assigneeOf = (choice: string) => {
  const [kind, value] = choice.split(':');
  return {
    assigneeId: kind === 'person' ? (value ?? null) : null,
    assigneeRole: kind === 'role' ? (value as Role) : null,
  };
};

/** One schedule: change its frequency, assignee or area, or cancel it with a reason. */
const ScheduleItem = ({ schedule: s, people }: { schedule: InspectionSchedule; people: Person[] }) => {
  const [mode, setMode] = useState<'view' | 'change' | 'cancel'>('view');
  const change = useChangeSchedule();
  const cancel = useCancelSchedule();
  const [form, setForm] = useState({
    frequency: s.frequency as string,
    area: s.area ?? '',
    assignee: s.assigneeId ? `person:${s.assigneeId}` : s.assigneeRole ? `role:${s.assigneeRole}` : '',
  });
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const changeErrors = fieldErrors(change.error);
  const cancelErrors = missingReason
    ? { reason: 'Say why the schedule is cancelled' }
    : fieldErrors(cancel.error);
  const name = `${s.templateTitle} at ${s.establishmentName}`;
  const key = s.id.slice(0, 8);
  return (
    <li
      aria-label={`Schedule: ${name}`}
      className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm text-slate-800"
    >
      <p>
        <span className="font-semibold">{s.templateTitle}</span> · {s.establishmentName}
        {s.area && `, ${s.area}`} · {frequencyLabels[s.frequency]} from {formatDate(s.startsOn)} ·{' '}
        {s.assigneeName ?? (s.assigneeRole ? `every ${roleLabels[s.assigneeRole]}` : '')}
      </p>
      {mode === 'view' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setMode('change')}>
            Change<span className="sr-only"> {name}</span>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setMode('cancel')}>
            Cancel schedule<span className="sr-only"> {name}</span>
          </Button>
        </div>
      )}
      {mode === 'change' && (
        <form
          aria-label={`Change ${name}`}
          className="grid gap-3 sm:grid-cols-3 sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(
              {
                id: s.id,
                body: {
                  frequency: form.frequency as InspectionFrequency,
                  area: form.area.trim() || null,
                  ...assigneeOf(form.assignee),
                },
              },
              { onSuccess: () => setMode('view') },
            );
          }}
        >
          <Field id={`change-frequency-${key}`} label="Frequency" error={changeErrors.frequency}>
            <NativeSelect
              id={`change-frequency-${key}`}
              value={form.frequency}
              onChange={(e) => setForm({ ...form, frequency: e.target.value })}
            >
              {InspectionFrequency.options.map((f) => (
                <option key={f} value={f}>
                  {frequencyLabels[f]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id={`change-assignee-${key}`}
            label="Done by"
            error={changeErrors.assigneeId ?? changeErrors.assigneeRole}
          >
            <NativeSelect
              id={`change-assignee-${key}`}
              value={form.assignee}
              onChange={(e) => setForm({ ...form, assignee: e.target.value })}
            >
              {s.assigneeId && !people.some((p) => p.id === s.assigneeId) && (
                <option value={`person:${s.assigneeId}`}>{s.assigneeName}</option>
              )}
              <AssigneeOptions people={people} />
            </NativeSelect>
          </Field>
          <Field id={`change-area-${key}`} label="Area (optional)" error={changeErrors.area}>
            <Input
              id={`change-area-${key}`}
              maxLength={120}
              value={form.area}
              onChange={(e) => setForm({ ...form, area: e.target.value })}
            />
          </Field>
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            <Button type="submit" size="sm" disabled={change.isPending}>
              Save changes
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setMode('view')}>
              Keep as it was
            </Button>
          </div>
          {change.isError && Object.keys(changeErrors).length === 0 && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
              {failureText(change.error, 'The schedule could not be changed.')}
            </p>
          )}
        </form>
      )}
      {mode === 'cancel' && (
        <form
          aria-label={`Cancel ${name}`}
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setMissingReason(true);
              document.getElementById(`cancel-reason-${key}`)?.focus();
              return;
            }
            cancel.mutate({ id: s.id, body: { reason } });
          }}
        >
          <Field
            id={`cancel-reason-${key}`}
            label="Why it is cancelled"
            required
            hint="No inspection of it is due from today on"
            error={cancelErrors.reason}
          >
            <Textarea
              id={`cancel-reason-${key}`}
              rows={2}
              maxLength={1000}
              aria-required="true"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setMissingReason(false);
              }}
              {...describedBy(`cancel-reason-${key}`, { hint: true, error: cancelErrors.reason })}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={cancel.isPending}>
              Cancel this schedule
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setMode('view')}>
              Keep it
            </Button>
          </div>
          {cancel.isError && Object.keys(cancelErrors).length === 0 && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failureText(cancel.error, 'The schedule could not be cancelled.')}
            </p>
          )}
        </form>
      )}
    </li>
  );
};

/** Who does which template where and how often; people are listed for administrators, roles for everyone. */
export const SchedulesCard = () => {
  const admin = isAdmin(useCurrentUser());
  const schedules = useQuery(schedulesQueryOptions());
  const templates = useQuery(templatesQueryOptions());
  const establishments = useQuery(establishmentsQueryOptions());
  const people = useQuery({ ...employeesQueryOptions(), enabled: admin });
  const create = useCreateSchedule();
  const [form, setForm] = useState({
    templateId: '',
    establishmentId: '',
    area: '',
    frequency: 'monthly',
    assignee: '',
    startsOn: '',
  });
  const errors = fieldErrors(create.error);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [field]: e.target.value });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedules</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {schedules.isPending ? (
          <StatusMessage kind="loading">Loading schedules…</StatusMessage>
        ) : schedules.isError ? (
          <StatusMessage kind="error">The schedules could not be loaded.</StatusMessage>
        ) : schedules.data.length === 0 ? (
          <StatusMessage kind="empty">No schedules yet.</StatusMessage>
        ) : (
          <ul className="grid gap-2">
            {schedules.data.map((s) => (
              <ScheduleItem key={s.id} schedule={s} people={people.data ?? []} />
            ))}
          </ul>
        )}
        <form
          className="grid gap-3 sm:grid-cols-3 sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const [kind, value] = form.assignee.split(':');
            create.mutate(
              {
                templateId: form.templateId,
                establishmentId: form.establishmentId,
                area: form.area.trim() || null,
                frequency: form.frequency as InspectionFrequency,
                assigneeId: kind === 'person' ? value : null,
                assigneeRole: kind === 'role' ? (value as Role) : null,
                startsOn: form.startsOn || null,
              },
              { onSuccess: () => setForm({ ...form, area: '', assignee: '' }) },
            );
          }}
        >
          <Field id="schedule-template" label="Template" error={errors.templateId}>
            <NativeSelect id="schedule-template" value={form.templateId} onChange={set('templateId')}>
              <option value="">Choose a template</option>
              {(templates.data ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="schedule-establishment" label="Establishment" error={errors.establishmentId}>
            <NativeSelect
              id="schedule-establishment"
              value={form.establishmentId}
              onChange={set('establishmentId')}
            >
              <option value="">Choose an establishment</option>
              {(establishments.data ?? []).map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="schedule-area" label="Area (optional)" error={errors.area}>
            <Input id="schedule-area" maxLength={120} value={form.area} onChange={set('area')} />
          </Field>
          <Field id="schedule-frequency" label="Frequency" error={errors.frequency}>
            <NativeSelect id="schedule-frequency" value={form.frequency} onChange={set('frequency')}>
              {InspectionFrequency.options.map((f) => (
                <option key={f} value={f}>
                  {frequencyLabels[f]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="schedule-assignee" label="Done by" error={errors.assigneeId ?? errors.assigneeRole}>
            <NativeSelect id="schedule-assignee" value={form.assignee} onChange={set('assignee')}>
              <AssigneeOptions people={people.data ?? []} />
            </NativeSelect>
          </Field>
          <Field id="schedule-starts" label="First day (optional)" error={errors.startsOn}>
            <Input id="schedule-starts" type="date" value={form.startsOn} onChange={set('startsOn')} />
          </Field>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={create.isPending}>
              Add schedule
            </Button>
          </div>
          {create.isError && Object.keys(errors).length === 0 && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
              {failureText(create.error, 'The schedule could not be added.')}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
};
