import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { RecordStatementBody, ReviseStatementBody, investigationRoutes } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { actionOwnersQueryOptions } from '@/features/actions';
import { CommandForm, useCommandForm } from './command-form';

type StatementValues = {
  witness: { kind: 'employee' | 'non-employee'; employeeId: string; name: string; organisation: string };
  text: string;
  takenAt: string;
};

/** A new statement: an employee picked from the list, or someone named who is not one. */
export const RecordStatementForm = ({ incidentId }: { incidentId: string }) => {
  const people = useQuery(actionOwnersQueryOptions());
  const form = useCommandForm({
    schema: RecordStatementBody,
    defaultValues: {
      witness: { kind: 'employee', employeeId: '', name: '', organisation: '' },
      text: '',
      takenAt: '',
    },
    toBody: ({ witness, text, takenAt }: StatementValues): RecordStatementBody => ({
      witness:
        witness.kind === 'employee'
          ? { kind: 'employee', employeeId: witness.employeeId }
          : { kind: 'non-employee', name: witness.name, organisation: witness.organisation },
      text,
      takenAt,
    }),
    command: (body) => ({ method: 'POST', path: investigationRoutes.statements(incidentId), body }),
    done: 'Statement recorded',
    fallback: 'The statement could not be recorded.',
  });
  const kind = useWatch({ control: form.control, name: 'witness.kind' });
  return (
    <CommandForm form={form} label="Add a witness statement" submit="Add statement">
      <fieldset className="flex flex-wrap gap-x-6">
        <legend className="text-sm font-medium text-slate-800">The witness is</legend>
        {(['employee', 'non-employee'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={value}
              {...form.register('witness.kind')}
              className="size-5 accent-brand-700"
            />
            {value === 'employee' ? 'An employee' : 'Someone who is not an employee'}
          </label>
        ))}
      </fieldset>
      {kind === 'employee' ? (
        <Field id="statement-employee" label="Employee" required error={form.error('witness.employeeId')}>
          <NativeSelect {...form.field('statement-employee', 'witness.employeeId')}>
            <option value="">{people.isPending ? 'Loading people...' : 'Choose a person'}</option>
            {(people.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.department})
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="statement-name" label="Witness name" required error={form.error('witness.name')}>
            <Input {...form.field('statement-name', 'witness.name')} />
          </Field>
          <Field id="statement-organisation" label="Organisation" error={form.error('witness.organisation')}>
            <Input {...form.field('statement-organisation', 'witness.organisation')} />
          </Field>
        </div>
      )}
      <Field id="statement-text" label="Statement" required error={form.error('text')}>
        <Textarea {...form.field('statement-text', 'text')} rows={4} />
      </Field>
      <Field id="statement-taken" label="Taken at" required error={form.error('takenAt')}>
        <Input {...form.field('statement-taken', 'takenAt')} type="datetime-local" className="sm:max-w-64" />
      </Field>
    </CommandForm>
  );
};

/** "Revise": the statement as it now reads, and why; the earlier version stays. */
export const ReviseStatementForm = ({
  incidentId,
  statementId,
  current,
  onDone,
  onCancel,
}: {
  incidentId: string;
  statementId: string;
  current: string;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const form = useCommandForm({
    schema: ReviseStatementBody,
    defaultValues: { text: current, reason: '' },
    toBody: (values: ReviseStatementBody) => values,
    command: (body) => ({
      method: 'POST',
      path: investigationRoutes.statementVersions(incidentId, statementId),
      body,
    }),
    done: 'Statement revised',
    fallback: 'The statement could not be revised.',
    onDone,
  });
  const id = `revise-${statementId}`;
  return (
    <CommandForm
      form={form}
      label="Revise the statement"
      submit="Save new version"
      extra={
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-md px-3 text-sm font-medium text-brand-800 underline"
        >
          Cancel
        </button>
      }
    >
      <Field id={`${id}-text`} label="Statement as it now reads" required error={form.error('text')}>
        <Textarea {...form.field(`${id}-text`, 'text')} rows={4} />
      </Field>
      <Field id={`${id}-reason`} label="Reason for the change" required error={form.error('reason')}>
        <Input {...form.field(`${id}-reason`, 'reason')} />
      </Field>
    </CommandForm>
  );
};
