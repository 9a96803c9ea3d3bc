import { useState } from 'react';
import type { InspectionFrequency } from '@hs/contracts';
import {
  CancelInspectionScheduleBody,
  ChangeInspectionScheduleBody,
  type InspectionSchedule,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { formatDate } from '@/lib/dates';
import { roleLabels } from '@/lib/role-labels';
import { useContractForm } from '@/lib/use-contract-form';
import { useCancelSchedule, useChangeSchedule } from '../api/change-schedule';
import { frequencyLabels } from '../inspection-labels';
import { FormRefusal } from './form-refusal';
import {
  AssigneeOptions,
  FrequencyOptions,
  assigneeChoice,
  assigneeOf,
  type Person,
} from './schedule-choices';

type ItemProps = { schedule: InspectionSchedule; people: Person[]; name: string; onDone: () => void };
type ChangeValues = { frequency: InspectionFrequency; assigneeId: string; area: string };

const ChangeScheduleForm = ({ schedule: s, people, name, onDone }: ItemProps) => {
  const change = useChangeSchedule();
  const key = s.id.slice(0, 8);
  const form = useContractForm({
    schema: ChangeInspectionScheduleBody,
    defaultValues: { frequency: s.frequency, area: s.area ?? '', assigneeId: assigneeChoice(s) },
    toBody: (values: ChangeValues): ChangeInspectionScheduleBody => ({
      frequency: values.frequency,
      area: values.area.trim() || null,
      ...assigneeOf(values.assigneeId),
    }),
  });
  const send = async (body: ChangeInspectionScheduleBody) => {
    try {
      await change.mutateAsync({ id: s.id, body });
      onDone();
    } catch (failure) {
      form.fromServer(failure);
    }
  };
  return (
    <form
      {...form.formProps(send, { className: 'grid gap-3 sm:grid-cols-3 sm:items-end' })}
      aria-label={`Change ${name}`}
    >
      <Field id={`change-frequency-${key}`} label="Frequency" error={form.error('frequency')}>
        <NativeSelect {...form.field(`change-frequency-${key}`, 'frequency')}>
          <FrequencyOptions />
        </NativeSelect>
      </Field>
      <Field
        id={`change-assignee-${key}`}
        label="Done by"
        error={form.error('assigneeId') ?? form.error('assigneeRole')}
      >
        <NativeSelect {...form.field(`change-assignee-${key}`, 'assigneeId')}>
          {s.assigneeId && !people.some((p) => p.id === s.assigneeId) && (
            <option value={`person:${s.assigneeId}`}>{s.assigneeName}</option>
          )}
          <AssigneeOptions people={people} />
        </NativeSelect>
      </Field>
      <Field id={`change-area-${key}`} label="Area (optional)" error={form.error('area')}>
        <Input {...form.field(`change-area-${key}`, 'area')} />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" size="sm" disabled={change.isPending}>
          Save changes
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          Keep as it was
        </Button>
      </div>
      <FormRefusal
        error={change.error}
        fallback="The schedule could not be changed."
        className="sm:col-span-3"
      />
    </form>
  );
};

const CancelScheduleForm = ({ schedule: s, name, onDone }: Omit<ItemProps, 'people'>) => {
  const cancel = useCancelSchedule();
  const id = `cancel-reason-${s.id.slice(0, 8)}`;
  const form = useContractForm({
    schema: CancelInspectionScheduleBody,
    defaultValues: { reason: '' },
    toBody: (values: CancelInspectionScheduleBody) => values,
  });
  const send = async (body: CancelInspectionScheduleBody) => {
    try {
      await cancel.mutateAsync({ id: s.id, body });
    } catch (failure) {
      form.fromServer(failure);
    }
  };
  return (
    <form {...form.formProps(send, { className: 'grid gap-3' })} aria-label={`Cancel ${name}`}>
      <Field
        id={id}
        label="Why it is cancelled"
        required
        hint="No inspection of it is due from today on"
        error={form.error('reason')}
      >
        <Textarea {...form.field(id, 'reason', { hint: true })} rows={2} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={cancel.isPending}>
          Cancel this schedule
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          Keep it
        </Button>
      </div>
      <FormRefusal error={cancel.error} fallback="The schedule could not be cancelled." />
    </form>
  );
};

/** One schedule: change its frequency, assignee or area, or cancel it with a reason. */
export const ScheduleItem = ({ schedule: s, people }: { schedule: InspectionSchedule; people: Person[] }) => {
  const [mode, setMode] = useState<'view' | 'change' | 'cancel'>('view');
  const name = `${s.templateTitle} at ${s.establishmentName}`;
  const toView = () => setMode('view');
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
      {mode === 'change' && <ChangeScheduleForm schedule={s} people={people} name={name} onDone={toView} />}
      {mode === 'cancel' && <CancelScheduleForm schedule={s} name={name} onDone={toView} />}
    </li>
  );
};
