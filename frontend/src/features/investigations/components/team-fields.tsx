import { useQuery } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { MAX_TEAM_MEMBERS } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import type { ContractField } from '@/lib/use-contract-form';
import { actionOwnersQueryOptions } from '@/features/actions';

export type TeamValues = { leadId: string; memberIds: string[] };

/** The body of a team: the lead is never also a member. */
export const teamBody = (values: TeamValues) => ({
  leadId: values.leadId,
  memberIds: (values.memberIds || []).filter((id) => id !== values.leadId),
});

interface TeamForm<V extends FieldValues & TeamValues> {
  field: (id: string, name: Path<V>) => ContractField;
  register: UseFormRegister<V>;
  error: (name: string) => string | undefined;
}

/** A lead and team members picked from the people the caller may assign work to. */
export const TeamFields = <V extends FieldValues & TeamValues>({
  form,
  idPrefix,
}: {
  form: TeamForm<V>;
  idPrefix: string;
}) => {
  const people = useQuery(actionOwnersQueryOptions());
  return (
    <>
      <Field id={`${idPrefix}-lead`} label="Lead investigator" required error={form.error('leadId')}>
        <NativeSelect {...form.field(`${idPrefix}-lead`, 'leadId' as Path<V>)}>
          <option value="">{people.isPending ? 'Loading people...' : 'Choose a person'}</option>
          {(people.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.department})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset className="grid gap-1" aria-describedby={`${idPrefix}-members-hint`}>
        <legend className="text-sm font-medium text-slate-800">Team members</legend>
        <p id={`${idPrefix}-members-hint`} className="text-xs text-slate-600">
          Up to {MAX_TEAM_MEMBERS} people besides the lead.
        </p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {(people.data ?? []).map((p) => (
            <label key={p.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={p.id}
                {...form.register('memberIds' as Path<V>)}
                className="size-5 accent-brand-700"
              />
              {p.name}
            </label>
          ))}
        </div>
        {form.error('memberIds') && (
          <p className="text-xs font-medium text-red-700">{form.error('memberIds')}</p>
        )}
      </fieldset>
    </>
  );
};
