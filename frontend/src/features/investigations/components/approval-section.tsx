import {
  ApproveInvestigationBody,
  ReopenInvestigationBody,
  SendBackInvestigationBody,
  SubmitInvestigationBody,
  investigationRoutes,
  type ApprovalEntry,
  type InvestigationDetail,
} from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { formatDateTime } from '@/lib/dates';
import { approvalStepLabels } from '../investigation-labels';
import { CommandForm, useCommandForm } from './command-form';
import { SectionCard } from './section-card';

type Step = 'submit' | 'approve' | 'send-back' | 'reopen';
type NoteField = 'summary' | 'note' | 'reason';

const steps = {
  submit: {
    schema: SubmitInvestigationBody,
    field: 'summary',
    label: 'Summary of the findings',
    button: 'Submit for approval',
    done: 'Submitted for approval',
    required: true,
  },
  approve: {
    schema: ApproveInvestigationBody,
    field: 'note',
    label: 'Approval note',
    button: 'Approve',
    done: 'Investigation approved',
    required: false,
  },
  'send-back': {
    schema: SendBackInvestigationBody,
    field: 'reason',
    label: 'What is missing',
    button: 'Send back',
    done: 'Sent back to the lead',
    required: true,
  },
  reopen: {
    schema: ReopenInvestigationBody,
    field: 'reason',
    label: 'Why it is reopened',
    button: 'Reopen',
    done: 'Investigation reopened',
    required: true,
  },
} as const satisfies Record<Step, { field: NoteField; [key: string]: unknown }>;

const StepForm = ({ incidentId, step }: { incidentId: string; step: Step }) => {
  const spec = steps[step];
  const form = useCommandForm({
    schema: spec.schema,
    defaultValues: { text: '' },
    toBody: ({ text }: { text: string }) => ({ [spec.field]: text }) as Record<NoteField, string>,
    command: (body) => ({ method: 'POST', path: investigationRoutes.step(incidentId, step), body }),
    done: spec.done,
    fallback: `${spec.button}: not done.`,
  });
  const id = `step-${step}`;
  return (
    <CommandForm form={form} label={spec.button} submit={spec.button}>
      <Field
        id={id}
        label={spec.label}
        required={spec.required}
        error={form.error(spec.field) ?? form.error('text')}
      >
        <Textarea {...form.field(id, 'text')} rows={3} />
      </Field>
    </CommandForm>
  );
};

const EntryItem = ({ entry }: { entry: ApprovalEntry }) => (
  <li className="grid gap-0.5 border-l-2 border-slate-300 pl-3 text-sm">
    <span className="font-semibold text-slate-900">{approvalStepLabels[entry.step]}</span>
    <span className="text-xs text-slate-700">
      {entry.by.name ?? 'unknown'}, {formatDateTime(entry.by.at)}
    </span>
    {entry.note && <span className="whitespace-pre-line text-slate-900">{entry.note}</span>}
  </li>
);

export const ApprovalRecord = ({ approvals }: { approvals: ApprovalEntry[] }) =>
  approvals.length === 0 ? (
    <p className="text-sm text-slate-700">Not submitted yet.</p>
  ) : (
    <ol className="grid gap-3" aria-label="Approval record">
      {approvals.map((entry, i) => (
        <EntryItem key={`${entry.step}-${i}`} entry={entry} />
      ))}
    </ol>
  );

/** Submit, approve, send back, reopen: only the steps the server allows this user now. */
export const ApprovalSection = ({ investigation }: { investigation: InvestigationDetail }) => {
  const { allowed, incidentId } = investigation;
  const offered = (
    [
      ['submit', allowed.submit],
      ['approve', allowed.approve],
      ['send-back', allowed.sendBack],
      ['reopen', allowed.reopen],
    ] as const
  ).filter(([, ok]) => ok);
  return (
    <SectionCard id="inv-approval" title="Approval">
      <ApprovalRecord approvals={investigation.approvals} />
      {offered.map(([step]) => (
        <div key={step} className="border-t border-slate-200 pt-4">
          <StepForm incidentId={incidentId} step={step} />
        </div>
      ))}
    </SectionCard>
  );
};
