import { useState } from 'react';
import { Link } from 'react-router';
import { FileWarning, Send } from 'lucide-react';
import { ComplianceIssueBody, ComplianceIssueCategory } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { FormDialogActions, useFormDialog } from '@/components/ui/form-dialog';
import { Modal } from '@/components/ui/modal';
import { useReportComplianceIssue } from '../api/report-compliance-issue';
import { categoryLabels } from '../safety-inbox-labels';

type Values = {
  category: ComplianceIssueCategory;
  description: string;
  department: string;
  location: string;
};

const IssueForm = ({ department, onDone }: { department: string; onDone: () => void }) => {
  const mutation = useReportComplianceIssue();
  const form = useFormDialog({
    schema: ComplianceIssueBody,
    defaultValues: { category: 'procedure', description: '', department, location: '' },
    toBody: (values: Values) => ({
      category: values.category,
      description: values.description.trim(),
      department: values.department.trim(),
      location: values.location.trim() || null,
    }),
    send: mutation.mutateAsync,
    success: () => ({
      title: 'Compliance issue reported',
      description: 'The safety team will review it; you are notified when it is resolved or dismissed.',
    }),
    failure: { title: 'Issue not reported', fallback: 'Try again.' },
    onDone,
  });
  const { error, field } = form;
  return (
    <form {...form.formProps()} aria-label="Compliance issue">
      <fieldset disabled={mutation.isPending} className="grid gap-4 sm:grid-cols-2">
        <Field
          id="issue-category"
          label="Category"
          required
          error={error('category')}
          className="sm:col-span-2"
        >
          <NativeSelect {...field('issue-category', 'category')}>
            {ComplianceIssueCategory.options.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="issue-description"
          label="Description"
          required
          error={error('description')}
          className="sm:col-span-2"
        >
          <Textarea rows={5} {...field('issue-description', 'description')} />
        </Field>
        <Field id="issue-department" label="Department" required error={error('department')}>
          <Input autoComplete="off" {...field('issue-department', 'department')} />
        </Field>
        <Field id="issue-location" label="Location (optional)" error={error('location')}>
          <Input autoComplete="off" {...field('issue-location', 'location')} />
        </Field>
      </fieldset>
      <p className="text-sm">
        <Link to="/safety-inbox" className="font-medium text-brand-700 underline">
          See the issues you reported
        </Link>
      </p>
      <FormDialogActions
        pending={mutation.isPending}
        submitLabel="Report issue"
        pendingLabel="Reporting..."
        icon={<Send aria-hidden="true" />}
      />
    </form>
  );
};

/** Compliance page: a compliance issue for the safety team to triage. */
export const ReportComplianceIssueDialog = ({ department }: { department: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Report Compliance Issue"
      description="A gap in training, documents, inspections or procedures. The safety team triages it."
      className="max-w-2xl"
      trigger={
        <Button variant="secondary" className="w-full">
          <FileWarning aria-hidden="true" />
          Report Compliance Issue
        </Button>
      }
    >
      {open && <IssueForm department={department} onDone={() => setOpen(false)} />}
    </Modal>
  );
};
