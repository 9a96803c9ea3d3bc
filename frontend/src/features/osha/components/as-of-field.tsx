import { useSearchParams } from 'react-router';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { todayIsoDate } from '@/lib/dates';

/** The "as of" day of an OSHA screen, kept in the address so links carry it from screen to screen. */
export const useAsOfParam = () => {
  const [params, setParams] = useSearchParams();
  const asOf = params.get('asOf') ?? '';
  const setAsOf = (day: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (day) next.set('asOf', day);
        else next.delete('asOf');
        return next;
      },
      { replace: true },
    );
  return { asOf, setAsOf };
};

/** `?asOf=` to append to a link, or nothing. */
export const asOfSearch = (asOf: string) => (asOf ? `?asOf=${encodeURIComponent(asOf)}` : '');

/** The date the records are read as of; empty reads them as they stand now. */
export const AsOfField = ({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: string;
  onChange: (day: string) => void;
  className?: string;
}) => (
  <Field id={id} label="As of" hint="Empty: as the records stand now." {...(className ? { className } : {})}>
    <Input
      id={id}
      type="date"
      max={todayIsoDate()}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-describedby={`${id}-hint`}
    />
  </Field>
);
