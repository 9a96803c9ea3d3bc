import { useState } from 'react';
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
import { documentsQueryOptions } from '@/features/documents';
import { useAssignDocument } from '../api/assign-document';
import { documentActionLabels } from '../employee-labels';
import { fullName } from '../employee-search';
import { DialogActions, DialogStatus } from './dialog-actions';
import { WorkDialog } from './work-dialog';

type Action = DocumentAssignment['action'];

const AssignDocumentForm = ({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) => {
  const documents = useQuery(documentsQueryOptions());
  const [documentId, setDocumentId] = useState('');
  const [action, setAction] = useState<Action>('sign');
  const [dueDate, setDueDate] = useState('');
  const [instructions, setInstructions] = useState('');
  const mutation = useAssignDocument();
  const body = () => ({
    employeeId: employee.id,
    documentId,
    action,
    dueDate,
    instructions: instructions.trim() || null,
  });
  const form = useFormDialog({
    schema: AssignDocumentBody,
    send: mutation.mutateAsync,
    success: () => ({
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
    <form {...form.formProps(body)}>
      <fieldset disabled={mutation.isPending} className="grid gap-5 sm:grid-cols-2">
        <Field
          id="assign-document-document"
          error={form.errors.documentId}
          label="Document"
          required
          className="sm:col-span-2"
        >
          <NativeSelect
            id="assign-document-document"
            {...form.control('assign-document-document', 'documentId')}
            required
            value={documentId}
            onChange={(e) => setDocumentId(e.target.value)}
          >
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
        <Field id="assign-document-action" error={form.errors.action} label="Action Required" required>
          <NativeSelect
            id="assign-document-action"
            {...form.control('assign-document-action', 'action')}
            value={action}
            onChange={(e) => setAction(DocumentAction.parse(e.target.value))}
          >
            {DocumentAction.options.map((option) => (
              <option key={option} value={option}>
                {documentActionLabels[option]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="assign-document-due" error={form.errors.dueDate} label="Due Date" required>
          <Input
            id="assign-document-due"
            {...form.control('assign-document-due', 'dueDate')}
            type="date"
            {...deadlineRange()}
            required
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
          />
        </Field>
        <Field
          id="assign-document-instructions"
          error={form.errors.instructions}
          label="Instructions"
          className="sm:col-span-2"
        >
          <Textarea
            id="assign-document-instructions"
            {...form.control('assign-document-instructions', 'instructions')}
            rows={3}
            placeholder="e.g. Read section 4 before signing."
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
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
