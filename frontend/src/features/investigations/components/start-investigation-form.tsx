import { useQuery } from '@tanstack/react-query';
import { StartInvestigationBody, investigationRoutes } from '@hs/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { actionOwnersQueryOptions } from '@/features/actions';
import { CommandForm, useCommandForm } from './command-form';

type Values = { leadId: string; memberIds: string[] };

/** "Start investigation": a lead and a team picked from the people the caller may assign work to. */
export const StartInvestigationForm = ({ incidentId }: { incidentId: string }) => {
  const people = useQuery(actionOwnersQueryOptions());
  const form = useCommandForm({
    schema: StartInvestigationBody,
    defaultValues: { leadId: '', memberIds: [] },
    toBody: (values: Values): StartInvestigationBody => ({
      leadId: values.leadId,
      memberIds: (values.memberIds || []).filter((id) => id !== values.leadId),
    }),
    command: (body) => ({ method: 'POST', path: investigationRoutes.investigation(incidentId), body }),
    done: 'Investigation started',
    fallback: 'The investigation could not be started.',
  });
  return (
    <Card aria-labelledby="start-investigation">
      <CardHeader>
        <CardTitle id="start-investigation" className="text-base">
          Start investigation
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CommandForm form={form} label="Start investigation" submit="Start investigation">
          <Field id="start-lead" label="Lead investigator" required error={form.error('leadId')}>
            <NativeSelect {...form.field('start-lead', 'leadId')}>
              <option value="">{people.isPending ? 'Loading people...' : 'Choose a person'}</option>
              {(people.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.department})
                </option>
              ))}
            </NativeSelect>
          </Field>
          <fieldset className="grid gap-1" aria-describedby="start-members-hint">
            <legend className="text-sm font-medium text-slate-800">Team members</legend>
            <p id="start-members-hint" className="text-xs text-slate-600">
              Up to 12 people besides the lead.
            </p>
            <div className="grid gap-x-4 sm:grid-cols-2">
              {(people.data ?? []).map((p) => (
                <label key={p.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    value={p.id}
                    {...form.register('memberIds')}
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
        </CommandForm>
      </CardContent>
    </Card>
  );
};
