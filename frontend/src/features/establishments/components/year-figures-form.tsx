import { useState, type FormEvent } from 'react';
import type { Establishment } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { fieldErrors, failureText } from '@/lib/http';
import { useSetYearFigures } from '../api/set-year-figures';

/** Sets one calendar year's annual average employees and hours worked (OSHA 1904.32). */
export const YearFiguresForm = ({ establishment }: { establishment: Establishment }) => {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(thisYear));
  const [employees, setEmployees] = useState('');
  const [hours, setHours] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useSetYearFigures();
  const prefix = `year-${establishment.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^\d{4}$/.test(year)) found.year = 'Enter a year, e.g. 2025';
    if (!/^\d+$/.test(employees)) found.annualAverageEmployees = 'Enter a whole number';
    if (!/^\d+$/.test(hours.replaceAll(',', ''))) found.totalHoursWorked = 'Enter a whole number of hours';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      {
        id: establishment.id,
        year: Number(year),
        body: {
          annualAverageEmployees: Number(employees),
          totalHoursWorked: Number(hours.replaceAll(',', '')),
        },
      },
      {
        onSuccess: () => toast({ title: 'Figures saved', description: `${establishment.name}, ${year}.` }),
        onError: (error) => {
          setErrors(fieldErrors(error));
          toast({ variant: 'destructive', title: 'Not saved', description: failureText(error, 'Not saved') });
        },
      },
    );
  };

  const field = (key: string, label: string, value: string, set: (v: string) => void) => (
    <Field id={`${prefix}-${key}`} label={label} required error={errors[key]}>
      <Input
        id={`${prefix}-${key}`}
        inputMode="numeric"
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-required="true"
        {...describedBy(`${prefix}-${key}`, { error: errors[key] })}
      />
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Yearly figures of ${establishment.name}`}
      className="grid items-end gap-3 sm:grid-cols-4"
    >
      {field('year', 'Year', year, setYear)}
      {field('annualAverageEmployees', 'Annual average employees', employees, setEmployees)}
      {field('totalHoursWorked', 'Total hours worked', hours, setHours)}
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        Save figures
      </Button>
    </form>
  );
};
