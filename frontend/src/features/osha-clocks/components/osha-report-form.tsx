import { RecordOshaReportBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { instantOfSiteDateTime, siteDateTimeValue } from '@/lib/dates';
import { showNotSaved } from '@/lib/not-saved';
import { useContractForm } from '@/lib/use-contract-form';
import { useRecordOshaReport } from '../api/record-osha-report';

type Values = { referenceNumber: string; reportedAt: string; reportedBy: string };

const toBody = (values: Values): RecordOshaReportBody => ({
  referenceNumber: values.referenceNumber,
  reportedAt: instantOfSiteDateTime(values.reportedAt) ?? '',
  reportedBy: values.reportedBy,
});

/** The site's date and time typed in the picker: the contract sees the instant it names. */
const reportedAtRule = (values: Values) =>
  instantOfSiteDateTime(values.reportedAt) ? {} : { reportedAt: 'Enter the date and time of the report' };

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
  const mutation = useRecordOshaReport();
  const form = useContractForm({
    schema: RecordOshaReportBody,
    defaultValues: {
      referenceNumber: '',
      reportedAt: siteDateTimeValue(new Date().toISOString()).slice(0, 16),
      reportedBy: defaultReporter,
    },
    toBody,
    rules: reportedAtRule,
  });
  const prefix = `osha-report-${incidentId}`;

  const send = (body: RecordOshaReportBody) =>
    mutation.mutate(
      { incidentId, body },
      {
        onSuccess: () => {
          toast({ title: 'Report to OSHA recorded', description: `${reportNumber}: the countdown stops.` });
          onDone();
        },
        onError: (error) => showNotSaved(form, error),
      },
    );

  const field = (key: keyof Values, label: string, type: string) => (
    <Field id={`${prefix}-${key}`} label={label} required error={form.error(key)}>
      <Input {...form.field(`${prefix}-${key}`, key, { required: true })} type={type} />
    </Field>
  );

  return (
    <form
      {...form.formProps(send, {
        className:
          'mt-3 grid items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 text-slate-900 sm:grid-cols-4',
      })}
      aria-label={`Report to OSHA for ${reportNumber}`}
    >
      {field('referenceNumber', 'OSHA reference number', 'text')}
      {field('reportedAt', 'Reported on (site time)', 'datetime-local')}
      {field('reportedBy', 'Reported by', 'text')}
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
