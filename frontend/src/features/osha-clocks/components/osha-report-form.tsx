import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { instantOfSiteDateTime, siteDateTimeValue } from '@/lib/dates';
import { failureText, fieldErrors } from '@/lib/http';
import { useRecordOshaReport } from '../api/record-osha-report';

type Values = { referenceNumber: string; reportedAt: string; reportedBy: string };

/** Records the report made to OSHA (29 CFR 1904.39) for one incident: reference number, when and who. */
export const OshaReportForm = ({
  incidentId,
  reportNumber,
  defaultReporter,
  onDone,
}: {
  incidentId: string;
  reportNumber: string;
  defaultReporter: string;
  onDone: () => void;
}) => {
  const [values, setValues] = useState<Values>({
    referenceNumber: '',
    reportedAt: siteDateTimeValue(new Date().toISOString()).slice(0, 16),
    reportedBy: defaultReporter,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const mutation = useRecordOshaReport();
  const prefix = `osha-report-${incidentId}`;

  const focusFirstError = (found: Record<string, string>) => {
    const first = (['referenceNumber', 'reportedAt', 'reportedBy'] as const).find((key) => found[key]);
    if (first) form.current?.querySelector<HTMLInputElement>(`#${prefix}-${first}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.referenceNumber.trim()) found.referenceNumber = "Enter OSHA's reference number";
    const reportedAt = instantOfSiteDateTime(values.reportedAt);
    if (!reportedAt) found.reportedAt = 'Enter the date and time of the report';
    if (!values.reportedBy.trim()) found.reportedBy = 'Say who made the report';
    setErrors(found);
    if (Object.keys(found).length > 0 || !reportedAt) return focusFirstError(found);
    mutation.mutate(
      {
        incidentId,
        body: { referenceNumber: values.referenceNumber, reportedAt, reportedBy: values.reportedBy },
      },
      {
        onSuccess: () => {
          toast({ title: 'Report to OSHA recorded', description: `${reportNumber}: the countdown stops.` });
          onDone();
        },
        onError: (error) => {
          const server = fieldErrors(error);
          setErrors(server);
          focusFirstError(server);
          toast({ variant: 'destructive', title: 'Not saved', description: failureText(error, 'Not saved') });
        },
      },
    );
  };

  const field = (key: keyof Values, label: string, type: string, maxLength?: number) => (
    <Field id={`${prefix}-${key}`} label={label} required error={errors[key]}>
      <Input
        id={`${prefix}-${key}`}
        type={type}
        value={values[key]}
        maxLength={maxLength}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        aria-required="true"
        {...describedBy(`${prefix}-${key}`, { error: errors[key] })}
      />
    </Field>
  );

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={`Report to OSHA for ${reportNumber}`}
      className="mt-3 grid items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 text-slate-900 sm:grid-cols-4"
    >
      {field('referenceNumber', 'OSHA reference number', 'text', 50)}
      {field('reportedAt', 'Reported on (site time)', 'datetime-local')}
      {field('reportedBy', 'Reported by', 'text', 100)}
      <div className="flex gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          Save report
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
