import { Company, NewEstablishmentBody, type NewEstablishmentInput } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { failureText, fieldErrors, HttpError } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useCreateEstablishment } from '../api/create-establishment';

// The state is typed as free text and upper-cased when sent; the server names it if unknown.
type Values = Omit<NewEstablishmentInput, 'ein' | 'state'> & { ein: string; state: string };
const empty: Values = {
  name: '',
  company: 'IPSI',
  streetAddress: '',
  city: '',
  state: '',
  zip: '',
  naicsCode: '',
  industryDescription: '',
  ein: '',
  timeZone: 'America/Chicago',
};
type TextKey = Exclude<keyof Values, 'company'>;
const labels: Record<TextKey, [string, boolean, string?]> = {
  name: ['Name', true],
  streetAddress: ['Street address', true],
  city: ['City', true],
  state: ['State', true, 'Two letters, e.g. TX'],
  zip: ['ZIP code', true, '12345 or 12345-6789'],
  naicsCode: ['NAICS code', true, '6 digits'],
  industryDescription: ['Industry description', true],
  ein: ['EIN', false, '9 digits, optional'],
  timeZone: ['Time zone', true, 'IANA name, e.g. America/Chicago'],
};

const toBody = (values: Values): NewEstablishmentInput => ({
  ...values,
  state: values.state.trim().toUpperCase(),
  ein: values.ein.trim() || null,
});

/** Adds an establishment; the contract checks every field here and again on the server. */
export const AddEstablishmentForm = () => {
  const mutation = useCreateEstablishment();
  const form = useContractForm({ schema: NewEstablishmentBody, defaultValues: empty, toBody });

  const send = (body: NewEstablishmentInput) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Establishment added', description: `${body.name.trim()} was added.` });
        form.reset(empty);
      },
      onError: (error) => {
        const taken = error instanceof HttpError && error.status === 409;
        form.fromServer(error, taken ? { name: 'An establishment with this name exists.' } : {});
      },
    });

  const textField = (key: TextKey) => {
    const [label, required, hint] = labels[key];
    const id = `new-establishment-${key}`;
    return (
      <Field key={key} id={id} label={label} required={required} hint={hint} error={form.error(key)}>
        <Input {...form.field(id, key, { hint: hint !== undefined, required })} autoComplete="off" />
      </Field>
    );
  };

  return (
    <form {...form.formProps(send, { className: 'grid gap-4' })} aria-label="Add an establishment">
      <fieldset disabled={mutation.isPending} className="grid gap-4 sm:grid-cols-2">
        {textField('name')}
        <Field id="new-establishment-company" label="Company" required error={form.error('company')}>
          <NativeSelect {...form.field('new-establishment-company', 'company')}>
            {Company.options.map((company) => (
              <option key={company}>{company}</option>
            ))}
          </NativeSelect>
        </Field>
        {(
          [
            'streetAddress',
            'city',
            'state',
            'zip',
            'naicsCode',
            'industryDescription',
            'ein',
            'timeZone',
          ] as const
        ).map(textField)}
      </fieldset>
      {mutation.isError && !Object.keys(fieldErrors(mutation.error)).length ? (
        <p role="alert" className="text-sm text-red-800">
          {failureText(mutation.error, 'The establishment could not be added.')}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          Add establishment
        </Button>
      </div>
    </form>
  );
};
