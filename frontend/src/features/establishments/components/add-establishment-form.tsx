import { useState, type FormEvent } from 'react';
import { Company, type NewEstablishmentInput } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { failureText, fieldErrors, HttpError } from '@/lib/http';
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

/** Adds an establishment; the server checks every field and names the ones it refuses. */
export const AddEstablishmentForm = () => {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useCreateEstablishment();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      {
        ...values,
        state: values.state.trim().toUpperCase() as NewEstablishmentInput['state'],
        ein: values.ein.trim() || null,
      },
      {
        onSuccess: () => {
          toast({ title: 'Establishment added', description: `${values.name.trim()} was added.` });
          setValues(empty);
          setErrors({});
        },
        onError: (error) => {
          const found = fieldErrors(error);
          if (error instanceof HttpError && error.status === 409)
            found.name ??= 'An establishment with this name exists.';
          setErrors(found);
          const first = Object.keys(found)[0];
          if (first) document.getElementById(`new-establishment-${first}`)?.focus();
        },
      },
    );
  };

  const textField = (key: TextKey) => {
    const [label, required, hint] = labels[key];
    const id = `new-establishment-${key}`;
    return (
      <Field key={key} id={id} label={label} required={required} hint={hint} error={errors[key]}>
        <Input
          id={id}
          value={values[key]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [key]: e.target.value }));
            setErrors((current) => ({ ...current, [key]: '' }));
          }}
          {...describedBy(id, { hint: hint !== undefined, error: errors[key] || undefined })}
          {...(required ? { 'aria-required': true } : {})}
          autoComplete="off"
        />
      </Field>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add an establishment" className="grid gap-4">
      <fieldset disabled={mutation.isPending} className="grid gap-4 sm:grid-cols-2">
        {textField('name')}
        <Field id="new-establishment-company" label="Company" required error={errors.company}>
          <NativeSelect
            id="new-establishment-company"
            value={values.company}
            onChange={(e) => setValues((v) => ({ ...v, company: Company.parse(e.target.value) }))}
          >
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
