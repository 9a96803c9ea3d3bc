import { useId } from 'react';
import { z } from 'zod';
import { DispositionReasonBody, MarkIncidentDuplicateBody, type CommandResponse } from '@hs/contracts';
import type { DeferredDialogState } from '@/components/ui/deferred-dialog';
import { Field } from '@/components/ui/field';
import { FormDialogActions, useFormDialog } from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { HttpError } from '@/lib/http';
import { getIncidentPage } from '@/features/incidents/api/get-incidents';
import { useMarkIncident } from '@/features/incidents/api/mark-incident';

export type MarkAction = 'duplicate' | 'void' | 'reinstate';

/** The report being marked, as the page shows it. */
export type MarkedReport = { id: string; reportNumber: string };

const REPORT_NUMBER = /^IR-\d{4}-\d{6,}$/;

/** The duplicate form takes the original's report number; the body sends its id, found by that number. */
const DuplicateForm = MarkIncidentDuplicateBody.extend({
  duplicateOf: z
    .string()
    .trim()
    .toUpperCase()
    .regex(REPORT_NUMBER, 'Enter a report number like IR-2026-000012'),
});
type DuplicateValues = z.input<typeof DuplicateForm>;

/** A refusal that names the report number field, shown there like the server's own. */
const numberRefused = (reason: string) =>
  new HttpError(
    400,
    JSON.stringify({
      type: 'about:blank',
      title: 'Invalid request',
      status: 400,
      detail: reason,
      errors: [{ field: 'duplicateOf', reason }],
    }),
    'Bad Request',
  );

const texts: Record<
  MarkAction,
  { title: string; submit: string; pending: string; done: string; explain: string }
> = {
  duplicate: {
    title: 'Mark as duplicate',
    submit: 'Mark as Duplicate',
    pending: 'Marking...',
    done: 'Marked as a duplicate',
    explain:
      'The report leaves every count, list, OSHA log and clock; the original counts instead. It stays on record with its history, and the marking can be undone.',
  },
  void: {
    title: 'Void report',
    submit: 'Void Report',
    pending: 'Voiding...',
    done: 'Report voided',
    explain:
      'A void report leaves every count, list, OSHA log and clock. It stays on record with its history, and the marking can be undone.',
  },
  reinstate: {
    title: 'Undo marking',
    submit: 'Undo Marking',
    pending: 'Undoing...',
    done: 'Marking undone',
    explain: 'The report counts again everywhere: figures, lists, the OSHA log and clocks.',
  },
};

const ReasonField = ({ id, error, field }: { id: string; error: string | undefined; field: object }) => (
  <Field id={id} label="Reason" required error={error}>
    <Textarea rows={3} required placeholder="e.g. The same injury was reported twice." {...field} />
  </Field>
);

const DuplicateFields = ({ report, onDone }: { report: MarkedReport; onDone: () => void }) => {
  const numberId = useId();
  const reasonId = useId();
  const mutation = useMarkIncident();
  const form = useFormDialog({
    schema: DuplicateForm,
    defaultValues: { duplicateOf: '', reason: '' },
    toBody: (values: DuplicateValues) => values,
    send: async (body: DuplicateValues): Promise<CommandResponse> => {
      const number = body.duplicateOf.trim().toUpperCase();
      const found = (await getIncidentPage({ search: number, limit: 1 }, undefined)).items[0];
      if (!found || found.reportNumber !== number) throw numberRefused('No report has this number.');
      return mutation.mutateAsync({
        id: report.id,
        action: 'duplicate',
        body: { duplicateOf: found.id, reason: body.reason },
      });
    },
    success: (body) => ({
      title: texts.duplicate.done,
      description: `${report.reportNumber} is a duplicate of ${body.duplicateOf.trim().toUpperCase()}.`,
    }),
    failure: { title: 'Error', fallback: 'Failed to mark the report' },
    onDone,
  });
  return (
    <form {...form.formProps()}>
      <p className="text-sm text-slate-700">{texts.duplicate.explain}</p>
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <Field
          id={numberId}
          label="Original report number"
          required
          hint="The report that counts, e.g. IR-2026-000012."
          error={form.error('duplicateOf')}
        >
          <Input
            required
            autoComplete="off"
            spellCheck={false}
            {...form.field(numberId, 'duplicateOf', { hint: true })}
          />
        </Field>
        <ReasonField id={reasonId} error={form.error('reason')} field={form.field(reasonId, 'reason')} />
      </fieldset>
      <FormDialogActions
        pending={mutation.isPending}
        submitLabel={texts.duplicate.submit}
        pendingLabel={texts.duplicate.pending}
      />
    </form>
  );
};

const ReasonOnly = ({
  report,
  action,
  onDone,
}: {
  report: MarkedReport;
  action: 'void' | 'reinstate';
  onDone: () => void;
}) => {
  const reasonId = useId();
  const mutation = useMarkIncident();
  const form = useFormDialog({
    schema: DispositionReasonBody,
    defaultValues: { reason: '' },
    toBody: (values: DispositionReasonBody) => values,
    send: (body: DispositionReasonBody) => mutation.mutateAsync({ id: report.id, action, body }),
    success: () => ({ title: texts[action].done, description: report.reportNumber }),
    failure: { title: 'Error', fallback: 'Failed to save the marking' },
    onDone,
  });
  return (
    <form {...form.formProps()}>
      <p className="text-sm text-slate-700">{texts[action].explain}</p>
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <ReasonField id={reasonId} error={form.error('reason')} field={form.field(reasonId, 'reason')} />
      </fieldset>
      <FormDialogActions
        pending={mutation.isPending}
        variant={action === 'void' ? 'destructive' : 'primary'}
        submitLabel={texts[action].submit}
        pendingLabel={texts[action].pending}
      />
    </form>
  );
};

/** Marks a report duplicate or void, or undoes that, with the reason the log keeps (safety team). */
export const MarkIncidentDialog = ({
  report,
  action,
  open,
  onOpenChange,
  returnFocusTo,
}: DeferredDialogState & { report: MarkedReport; action: MarkAction }) => {
  const onDone = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={texts[action].title}
      description={`Report ${report.reportNumber}`}
    >
      {open &&
        (action === 'duplicate' ? (
          <DuplicateFields report={report} onDone={onDone} />
        ) : (
          <ReasonOnly report={report} action={action} onDone={onDone} />
        ))}
    </Modal>
  );
};
