import { useQuery } from '@tanstack/react-query';
import { MAX_GRACE_DAYS, TrainingRequirementBody, type RequirementScope } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { ChoiceOptions } from '@/components/ui/choice-options';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { employeesQueryOptions } from '@/lib/employee-list';
import { showNotSaved } from '@/lib/not-saved';
import { roleLabels, roles } from '@/lib/role-labels';
import { useContractForm, type ContractField } from '@/lib/use-contract-form';
import { useSetTrainingRequirement } from '../api/set-training-requirement';
import { CourseField } from './course-field';
import { scopeLabels } from './scope-labels';

type Values = { trainingId: string; scope: RequirementScope; value: string; graceDays: string };

const toBody = (values: Values) => ({
  trainingId: values.trainingId,
  scope: values.scope,
  value: values.value.trim(),
  graceDays: values.graceDays.trim() === '' ? 0 : Number(values.graceDays),
});
const graceRule = (values: Values) =>
  /^\d*$/.test(values.graceDays.trim()) ? {} : { graceDays: 'Enter a whole number of days' };

/** The value's control follows the scope: a list of roles or people, or a department or title typed. */
const ValueControl = ({
  scope,
  field,
  departments,
}: {
  scope: RequirementScope;
  field: ContractField;
  departments: readonly string[];
}) => {
  const people = useQuery({ ...employeesQueryOptions(), enabled: scope === 'person' });
  if (scope === 'role')
    return (
      <NativeSelect {...field}>
        <ChoiceOptions empty="Choose a role" items={roles.map((r) => ({ value: r, label: roleLabels[r] }))} />
      </NativeSelect>
    );
  if (scope === 'person')
    return (
      <NativeSelect {...field}>
        <ChoiceOptions
          empty="Choose a person"
          items={(people.data ?? [])
            .filter((p) => p.isActive)
            .map((p) => ({ value: p.id, label: `${p.firstName} ${p.lastName} (${p.department})` }))}
        />
      </NativeSelect>
    );
  return (
    <>
      <Input {...field} list={scope === 'department' ? 'requirement-departments' : undefined} />
      <datalist id="requirement-departments">
        {departments.map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
    </>
  );
};

/** An administrator requires a course of a role, department, job title or person. */
export const RequirementForm = ({ departments }: { departments: readonly string[] }) => {
  const mutation = useSetTrainingRequirement();
  const form = useContractForm({
    schema: TrainingRequirementBody,
    defaultValues: { trainingId: '', scope: 'role', value: '', graceDays: '30' },
    toBody,
    rules: graceRule,
  });
  const scope = form.watch('scope');
  const send = (body: ReturnType<typeof toBody>) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Requirement saved', description: 'The matrix shows who now owes the course.' });
        form.reset({ ...form.getValues(), value: '' });
      },
      onError: (error) => showNotSaved(form, error),
    });

  return (
    <form
      {...form.formProps(send, { className: 'grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-5' })}
      aria-label="Add a requirement"
    >
      <CourseField field={form.field('requirement-course', 'trainingId')} error={form.error('trainingId')} />
      <Field id="requirement-scope" label="Required of" required error={form.error('scope')}>
        <NativeSelect
          {...form.field('requirement-scope', 'scope')}
          onChange={(event) => {
            form.setValue('scope', event.target.value as RequirementScope);
            form.setValue('value', '');
          }}
        >
          {Object.entries(scopeLabels).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="requirement-value" label={scopeLabels[scope]} required error={form.error('value')}>
        <ValueControl
          scope={scope}
          field={form.field('requirement-value', 'value')}
          departments={departments}
        />
      </Field>
      <Field
        id="requirement-grace"
        label="Grace for new hires (days)"
        hint={`0 to ${MAX_GRACE_DAYS}, from their start`}
        error={form.error('graceDays')}
      >
        <Input {...form.field('requirement-grace', 'graceDays', { hint: true })} inputMode="numeric" />
      </Field>
      <Button type="submit" className="sm:mt-7" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Add requirement'}
      </Button>
    </form>
  );
};
