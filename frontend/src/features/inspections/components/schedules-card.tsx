import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { InspectionFrequency, Role } from '@hs/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, NativeSelect } from '../../../components/ui/form-controls';
import { StatusMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/dates';
import { failureText, fieldErrors } from '../../../lib/http';
import { roleLabels } from '../../auth/role-labels';
import { isAdmin, useCurrentUser } from '../../auth/session';
import { employeesQueryOptions } from '../../employees/api/get-employees';
import { establishmentsQueryOptions } from '../../establishments';
import { useCreateSchedule } from '../api/create-schedule';
import { schedulesQueryOptions } from '../api/get-schedules';
import { templatesQueryOptions } from '../api/get-templates';
import { frequencyLabels } from '../inspection-labels';

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
              <li key={s.id} className="rounded-md border border-slate-200 p-3 text-sm text-slate-800">
                <span className="font-semibold">{s.templateTitle}</span> · {s.establishmentName}
                {s.area && `, ${s.area}`} · {frequencyLabels[s.frequency]} from {formatDate(s.startsOn)} ·{' '}
                {s.assigneeName ?? (s.assigneeRole ? `every ${roleLabels[s.assigneeRole]}` : '')}
              </li>
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
              <option value="">Choose a person or a role</option>
              {Role.options.map((r) => (
                <option key={r} value={`role:${r}`}>
                  Every {roleLabels[r]}
                </option>
              ))}
              {(people.data ?? [])
                .filter((p) => p.isActive)
                .map((p) => (
                  <option key={p.id} value={`person:${p.id}`}>
                    {p.firstName} {p.lastName}
                  </option>
                ))}
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
