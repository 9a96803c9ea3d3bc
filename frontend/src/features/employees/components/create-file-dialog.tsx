import { Controller } from 'react-hook-form';
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
import { fullName } from '@/lib/employee-names';
import { useCreateEmployeeFile } from '../api/create-employee-file';
import { fileTypeLabels } from '../employee-labels';
import { DialogActions } from './dialog-actions';
import { WorkDialog } from './work-dialog';

type Values = {
  fileName: string;
  fileType: EmployeeFileRequirement['fileType'];
  description: string;
  dueDate: string;
  isRequired: boolean;
};

const CreateFileForm = ({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) => {
  const mutation = useCreateEmployeeFile();
  const form = useFormDialog({
    schema: EmployeeFileBody,
    defaultValues: {
      fileName: '',
      fileType: 'safety-certificate',
      description: '',
      dueDate: '',
      isRequired: true,
    },
    toBody: (values: Values) => ({
      employeeId: employee.id,
      fileName: values.fileName.trim(),
      fileType: values.fileType,
      description: values.description.trim() || null,
      dueDate: values.dueDate || null,
      isRequired: values.isRequired,
    }),
    send: mutation.mutateAsync,
    success: ({ fileName }) => ({
      title: 'Employee File Created',
      description: `${fullName(employee)} now has to provide ${fileName}.`,
    }),
    failure: { title: 'Error Creating File', fallback: 'Failed to create employee file' },
    onDone,
  });

  return (
    <form {...form.formProps()}>
      <fieldset disabled={mutation.isPending} className="grid gap-5 sm:grid-cols-2">
        <Field
          id="create-file-name"
          error={form.error('fileName')}
          label="File Name"
          required
          className="sm:col-span-2"
        >
          <Input
            {...form.field('create-file-name', 'fileName')}
            required
            autoComplete="off"
            placeholder="e.g. Forklift operator certificate"
          />
        </Field>
        <Field id="create-file-type" error={form.error('fileType')} label="File Type" required>
          <NativeSelect {...form.field('create-file-type', 'fileType')}>
            {EmployeeFileType.options.map((type) => (
              <option key={type} value={type}>
                {fileTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="create-file-due" error={form.error('dueDate')} label="Due Date">
          <Input {...form.field('create-file-due', 'dueDate')} type="date" {...deadlineRange()} />
        </Field>
        <Field
          id="create-file-description"
          error={form.error('description')}
          label="Description"
          className="sm:col-span-2"
        >
          <Textarea
            {...form.field('create-file-description', 'description')}
            rows={3}
            placeholder="What the file must show, who issues it, how recent it must be."
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
          <Controller
            control={form.control}
            name="isRequired"
            render={({ field }) => (
              <Switch
                id="create-file-required"
                checked={field.value}
                onCheckedChange={field.onChange}
                aria-describedby="create-file-required-hint"
              />
            )}
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
