import { useQuery } from '@tanstack/react-query';
import type { InspectionFrequency } from '@hs/contracts';
import { NewInspectionScheduleBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { StatusMessage } from '@/components/ui/status-message';
import { isAdmin, useCurrentUser } from '@/lib/session';
import { employeesQueryOptions } from '@/lib/employee-list';
import { useContractForm } from '@/lib/use-contract-form';
import { establishmentsQueryOptions } from '@/features/establishments';
import { useCreateSchedule } from '../api/create-schedule';
import { schedulesQueryOptions } from '../api/get-schedules';
import { templatesQueryOptions } from '../api/get-templates';
import { FormRefusal } from './form-refusal';
import { AssigneeOptions, FrequencyOptions, assigneeOf } from './schedule-choices';
import { CancelledSchedules } from './cancelled-schedules';
import { ScheduleItem } from './schedule-item';

type NewScheduleValues = {
  templateId: string;
  establishmentId: string;
  area: string;
  frequency: InspectionFrequency;
  assigneeId: string;
  startsOn: string;
};

const newScheduleBodyOf = (values: NewScheduleValues): NewInspectionScheduleBody => ({
  templateId: values.templateId,
  establishmentId: values.establishmentId,
  area: values.area.trim() || null,
  frequency: values.frequency,
  ...assigneeOf(values.assigneeId),
  startsOn: values.startsOn || null,
});

/** Who does which template where and how often; people are listed for administrators, roles for everyone. */
export const SchedulesCard = () => {
  const admin = isAdmin(useCurrentUser());
  const schedules = useQuery(schedulesQueryOptions());
  const templates = useQuery(templatesQueryOptions());
  const establishments = useQuery(establishmentsQueryOptions());
  const people = useQuery({ ...employeesQueryOptions(), enabled: admin });
  const create = useCreateSchedule();
  const form = useContractForm({
    schema: NewInspectionScheduleBody,
    defaultValues: {
      templateId: '',
      establishmentId: '',
      area: '',
      frequency: 'monthly',
      assigneeId: '',
      startsOn: '',
    },
    toBody: newScheduleBodyOf,
  });
  const send = async (body: NewInspectionScheduleBody) => {
    try {
      await create.mutateAsync(body);
      form.resetField('area');
      form.resetField('assigneeId');
    } catch (failure) {
      form.fromServer(failure);
    }
  };
  const { error, field } = form;
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
        ) : (
          <>
            {schedules.data.schedules.length === 0 ? (
              <StatusMessage kind="empty">No schedules running.</StatusMessage>
            ) : (
              <ul className="grid gap-2">
                {schedules.data.schedules.map((s) => (
                  <ScheduleItem key={s.id} schedule={s} people={people.data ?? []} />
                ))}
              </ul>
            )}
            <CancelledSchedules schedules={schedules.data.cancelled} />
          </>
        )}
        <form {...form.formProps(send, { className: 'grid gap-3 sm:grid-cols-3 sm:items-end' })}>
          <Field id="schedule-template" label="Template" error={error('templateId')}>
            <NativeSelect {...field('schedule-template', 'templateId')}>
              <option value="">Choose a template</option>
              {(templates.data ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="schedule-establishment" label="Establishment" error={error('establishmentId')}>
            <NativeSelect {...field('schedule-establishment', 'establishmentId')}>
              <option value="">Choose an establishment</option>
              {(establishments.data ?? []).map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="schedule-area" label="Area (optional)" error={error('area')}>
            <Input {...field('schedule-area', 'area')} />
          </Field>
          <Field id="schedule-frequency" label="Frequency" error={error('frequency')}>
            <NativeSelect {...field('schedule-frequency', 'frequency')}>
              <FrequencyOptions />
            </NativeSelect>
          </Field>
          <Field id="schedule-assignee" label="Done by" error={error('assigneeId') ?? error('assigneeRole')}>
            <NativeSelect {...field('schedule-assignee', 'assigneeId')}>
              <AssigneeOptions people={people.data ?? []} />
            </NativeSelect>
          </Field>
          <Field id="schedule-starts" label="First day (optional)" error={error('startsOn')}>
            <Input {...field('schedule-starts', 'startsOn')} type="date" />
          </Field>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={create.isPending}>
              Add schedule
            </Button>
          </div>
          <FormRefusal
            error={create.error}
            fallback="The schedule could not be added."
            className="sm:col-span-3"
          />
        </form>
      </CardContent>
    </Card>
  );
};
