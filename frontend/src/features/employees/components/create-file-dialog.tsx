import { useState } from 'react';
import { FolderPlus } from 'lucide-react';
import {
  EmployeeFileBody,
  EmployeeFileType,
  type EmployeeFileRequirement,
  type EmployeeSummary,
} from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { Switch } from '@/components/ui/switch';
import { useFormDialog } from '@/components/ui/form-dialog';
import { deadlineRange } from '@/lib/dates';
import { useCreateEmployeeFile } from '../api/create-employee-file';
import { fileTypeLabels } from '../employee-labels';
import { fullName } from '../employee-search';
import { DialogActions } from './dialog-actions';
import { WorkDialog } from './work-dialog';

type FileType = EmployeeFileRequirement['fileType'];

const CreateFileForm = ({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) => {
  const [fileName, setFileName] = useState('');
  const [fileType, setFileType] = useState<FileType>('safety-certificate');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [isRequired, setIsRequired] = useState(true);
  const mutation = useCreateEmployeeFile();
  const body = () => ({
    employeeId: employee.id,
    fileName: fileName.trim(),
    fileType,
    description: description.trim() || null,
    dueDate: dueDate || null,
    isRequired,
  });
  const form = useFormDialog({
    schema: EmployeeFileBody,
    send: mutation.mutateAsync,
    success: () => ({
      title: 'Employee File Created',
      description: `${fullName(employee)} now has to provide ${fileName.trim()}.`,
    }),
    failure: { title: 'Error Creating File', fallback: 'Failed to create employee file' },
    onDone,
  });

  return (
    <form {...form.formProps(body)}>
      <fieldset disabled={mutation.isPending} className="grid gap-5 sm:grid-cols-2">
        <Field
          id="create-file-name"
          error={form.errors.fileName}
          label="File Name"
          required
          className="sm:col-span-2"
        >
          <Input
            id="create-file-name"
            {...form.control('create-file-name', 'fileName')}
            required
            autoComplete="off"
            placeholder="e.g. Forklift operator certificate"
            value={fileName}
            onChange={(e) => setFileName(e.target.value)}
          />
        </Field>
        <Field id="create-file-type" error={form.errors.fileType} label="File Type" required>
          <NativeSelect
            id="create-file-type"
            {...form.control('create-file-type', 'fileType')}
            value={fileType}
            onChange={(e) => setFileType(EmployeeFileType.parse(e.target.value))}
          >
            {EmployeeFileType.options.map((type) => (
              <option key={type} value={type}>
                {fileTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="create-file-due" error={form.errors.dueDate} label="Due Date">
          <Input
            id="create-file-due"
            {...form.control('create-file-due', 'dueDate')}
            type="date"
            {...deadlineRange()}
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
          />
        </Field>
        <Field
          id="create-file-description"
          error={form.errors.description}
          label="Description"
          className="sm:col-span-2"
        >
          <Textarea
            id="create-file-description"
            {...form.control('create-file-description', 'description')}
            rows={3}
            placeholder="What the file must show, who issues it, how recent it must be."
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 px-4 py-3 sm:col-span-2">
          <div>
            <label htmlFor="create-file-required" className="text-sm font-medium text-slate-900">
              Required file
            </label>
            <p id="create-file-required-hint" className="mt-0.5 text-xs text-slate-600">
              Required files count towards the employee&apos;s compliance.
            </p>
          </div>
          <Switch
            id="create-file-required"
            checked={isRequired}
            onCheckedChange={setIsRequired}
            aria-describedby="create-file-required-hint"
          />
        </div>
      </fieldset>
      <DialogActions
        pending={mutation.isPending}
        submitLabel="Create File"
        pendingLabel="Creating..."
        icon={<FolderPlus aria-hidden="true" />}
      />
    </form>
  );
};

/** Create File: a file requirement the employee has to fulfil. */
export const CreateFileDialog = ({
  employee,
  disabled,
}: {
  employee: EmployeeSummary;
  disabled: boolean;
}) => (
  <WorkDialog
    label="Create File"
    title="Create Employee File"
    description={`Ask ${fullName(employee)} for a certificate, record or other file.`}
    icon={<FolderPlus aria-hidden="true" />}
    disabled={disabled}
  >
    {(close) => <CreateFileForm employee={employee} onDone={close} />}
  </WorkDialog>
);
