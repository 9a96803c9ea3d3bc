import { EstablishmentYearParams, YearFiguresBody, type Establishment } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { showNotSaved } from '@/lib/not-saved';
import { useContractForm } from '@/lib/use-contract-form';
import { useSetYearFigures } from '../api/set-year-figures';

/** The body and the year of the path it goes to, checked together. */
const YearFigures = YearFiguresBody.extend({ year: EstablishmentYearParams.shape.year });

type Values = {
  year: string;
  annualAverageEmployees: string;
  peakEmployees: string;
  totalHoursWorked: string;
};

/** Hours may be typed with thousands separators. */
const hoursOf = (values: Values) => values.totalHoursWorked.replaceAll(',', '');

/** What a number field holds before the contract sees a number. */
const numberRules = (values: Values) => ({
  ...(/^\d{4}$/.test(values.year) ? {} : { year: 'Enter a year, e.g. 2025' }),
  ...(/^\d+$/.test(values.annualAverageEmployees) ? {} : { annualAverageEmployees: 'Enter a whole number' }),
  ...(/^\d+$/.test(values.peakEmployees)
    ? Number(values.peakEmployees) < Number(values.annualAverageEmployees)
      ? { peakEmployees: 'The peak cannot be below the annual average' }
      : {}
    : { peakEmployees: 'Enter a whole number' }),
  ...(/^\d+$/.test(hoursOf(values)) ? {} : { totalHoursWorked: 'Enter a whole number of hours' }),
});

const toBody = (values: Values) => ({
  year: Number(values.year),
  annualAverageEmployees: Number(values.annualAverageEmployees),
  totalHoursWorked: Number(hoursOf(values)),
  peakEmployees: Number(values.peakEmployees),
});

/**
 * Sets one calendar year's annual average employees and hours worked (OSHA 1904.32) and the most
 * employees at any time in it, which decides the ITA size and whether the files are due (1904.41).
 */
export const YearFiguresForm = ({ establishment }: { establishment: Establishment }) => {
  const mutation = useSetYearFigures();
  const form = useContractForm({
    schema: YearFigures,
    defaultValues: {
      year: String(new Date().getFullYear()),
      annualAverageEmployees: '',
      peakEmployees: '',
      totalHoursWorked: '',
    },
    toBody,
    rules: numberRules,
  });
  const prefix = `year-${establishment.id}`;

  const send = ({ year, ...body }: ReturnType<typeof toBody>) =>
    mutation.mutate(
      { id: establishment.id, year, body },
      {
        onSuccess: () => toast({ title: 'Figures saved', description: `${establishment.name}, ${year}.` }),
        onError: (error) => showNotSaved(form, error),
      },
    );

  const field = (key: keyof Values, label: string, hint?: string) => (
    <Field id={`${prefix}-${key}`} label={label} hint={hint} required error={form.error(key)}>
      <Input {...form.field(`${prefix}-${key}`, key, { required: true })} inputMode="numeric" />
    </Field>
  );

  return (
    <form
      {...form.formProps(send, { className: 'grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5' })}
      aria-label={`Yearly figures of ${establishment.name}`}
    >
      {field('year', 'Year')}
      {field('annualAverageEmployees', 'Annual average employees')}
      {field('peakEmployees', 'Peak employees', 'The most at any time in the year')}
      {field('totalHoursWorked', 'Total hours worked')}
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        Save figures
      </Button>
    </form>
  );
};
