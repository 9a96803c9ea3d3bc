import { useQuery } from '@tanstack/react-query';
import { FileSignature } from 'lucide-react';
import {
  AssignDocumentBody,
  DocumentAction,
  type DocumentAssignment,
  type EmployeeSummary,
} from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { useFormDialog } from '@/components/ui/form-dialog';
import { deadlineRange } from '@/lib/dates';
import { fullName } from '@/lib/employee-names';
import { documentsQueryOptions } from '@/features/documents';
import { useAssignDocument } from '../api/assign-document';
import { documentActionLabels } from '../employee-labels';
import { DialogActions, DialogStatus } from './dialog-actions';
import { WorkDialog } from './work-dialog';

type Values = {
  documentId: string;
  action: DocumentAssignment['action'];
  dueDate: string;
  instructions: string;
};

const AssignDocumentForm = ({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) => {
  const documents = useQuery(documentsQueryOptions());
  const mutation = useAssignDocument();
  const form = useFormDialog({
    schema: AssignDocumentBody,
    defaultValues: { documentId: '', action: 'sign', dueDate: '', instructions: '' },
    toBody: (values: Values) => ({
      employeeId: employee.id,
      documentId: values.documentId,
      action: values.action,
      dueDate: values.dueDate,
      instructions: values.instructions.trim() || null,
    }),
    send: mutation.mutateAsync,
    success: ({ documentId }) => ({
      title: 'Document Assigned',
      description: `${documents.data?.find((d) => d.id === documentId)?.name ?? 'The document'} was assigned to ${fullName(employee)}.`,
    }),
    failure: { title: 'Error Assigning Document', fallback: 'Failed to assign document' },
    onDone,
  });

  if (documents.isPending) return <DialogStatus kind="loading">Loading documents...</DialogStatus>;
  if (documents.isError) return <DialogStatus kind="error">Failed to load documents</DialogStatus>;
  if (documents.data.length === 0) {
    return <DialogStatus kind="empty">No documents available yet</DialogStatus>;
  }

  return (
    <form {...form.formProps()}>
      <fieldset disabled={mutation.isPending} className="grid gap-5 sm:grid-cols-2">
        <Field
          id="assign-document-document"
          error={form.error('documentId')}
          label="Document"
          required
          className="sm:col-span-2"
        >
          <NativeSelect {...form.field('assign-document-document', 'documentId')} required>
            <option value="" disabled>
              Select a document
            </option>
            {documents.data.map((document) => (
              <option key={document.id} value={document.id}>
                {document.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="assign-document-action" error={form.error('action')} label="Action Required" required>
          <NativeSelect {...form.field('assign-document-action', 'action')}>
            {DocumentAction.options.map((option) => (
              <option key={option} value={option}>
                {documentActionLabels[option]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="assign-document-due" error={form.error('dueDate')} label="Due Date" required>
          <Input
            {...form.field('assign-document-due', 'dueDate')}
            type="date"
            {...deadlineRange()}
            required
          />
        </Field>
        <Field
          id="assign-document-instructions"
          error={form.error('instructions')}
          label="Instructions"
          className="sm:col-span-2"
        >
          <Textarea
            {...form.field('assign-document-instructions', 'instructions')}
            rows={3}
            placeholder="e.g. Read section 4 before signing."
          />
        </Field>
      </fieldset>
      <DialogActions
        pending={mutation.isPending}
        submitLabel="Assign Document"
        pendingLabel="Assigning..."
        icon={<FileSignature aria-hidden="true" />}
      />
    </form>
  );
};

/** Assign Document: a library document to sign, review or acknowledge. */
export const AssignDocumentDialog = ({
  employee,
  disabled,
}: {
  employee: EmployeeSummary;
  disabled: boolean;
}) => (
  <WorkDialog
    label="Assign Document"
    title="Assign Document"
    description={`Ask ${fullName(employee)} to sign, review or acknowledge a safety document.`}
    icon={<FileSignature aria-hidden="true" />}
    disabled={disabled}
  >
    {(close) => <AssignDocumentForm employee={employee} onDone={close} />}
  </WorkDialog>
);
