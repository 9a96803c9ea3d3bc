import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { SignatureRequirementBody, type DocumentSummary } from '@hs/contracts';
import { FormDialogActions } from '@/components/ui/form-dialog';
import type { DeferredDialogState } from '@/components/ui/deferred-dialog';
import { Field } from '@/components/ui/field';
import { Input, Label, Textarea } from '@/components/ui/form-controls';
import { deadlineRange } from '@/lib/dates';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { useContractForm } from '@/lib/use-contract-form';
import { useSetSignatureRequirement } from '../api/set-signature-requirement';
import { AudiencePicker, type Audience } from './audience-picker';

export type Requirement = Pick<
  DocumentSummary,
  | 'id'
  | 'name'
  | 'requiresSignature'
  | 'signatureDeadline'
  | 'signatureInstructions'
  | 'signatureDepartments'
  | 'signatureRoles'
>;

type Values = { requiresSignature: boolean; deadline: string; instructions: string; audience: Audience };

/** Without a signature requirement, nothing else of it is sent. */
const toBody = ({ requiresSignature, deadline, instructions, audience }: Values): SignatureRequirementBody =>
  requiresSignature
    ? {
        requiresSignature,
        deadline: deadline || null,
        instructions: instructions.trim() || null,
        ...audience,
      }
    : { requiresSignature };

const RequirementForm = ({ document, onDone }: { document: Requirement; onDone: () => void }) => {
  const mutation = useSetSignatureRequirement();
  const ids = { switch: useId(), deadline: useId(), instructions: useId() };
  const form = useContractForm({
    schema: SignatureRequirementBody,
    defaultValues: {
      requiresSignature: document.requiresSignature,
      deadline: document.signatureDeadline ?? '',
      instructions: document.signatureInstructions ?? '',
      audience: { departments: document.signatureDepartments, roles: document.signatureRoles },
    },
    toBody,
  });
  const requiresSignature = useWatch({ control: form.control, name: 'requiresSignature' });

  const send = (body: SignatureRequirementBody) =>
    mutation.mutate(
      { documentId: document.id, body },
      {
        onSuccess: () => {
          toast({ title: 'Document signature requirements updated', description: document.name });
          onDone();
        },
        // The form stays open with what was entered, so nothing has to be typed again.
        onError: (failure) => {
          form.fromServer(failure);
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to update signature requirements',
          });
        },
      },
    );

  return (
    <form {...form.formProps(send, { className: 'grid gap-5' })}>
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 p-3">
          <Label htmlFor={ids.switch}>Requires signature</Label>
          <Controller
            control={form.control}
            name="requiresSignature"
            render={({ field }) => (
              <Switch id={ids.switch} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </div>
        {requiresSignature && (
          <>
            <Controller
              control={form.control}
              name="audience"
              render={({ field }) => <AudiencePicker value={field.value} onChange={field.onChange} />}
            />
            <Field id={ids.deadline} label="Deadline" error={form.error('deadline')}>
              <Input {...form.field(ids.deadline, 'deadline')} type="date" {...deadlineRange()} />
            </Field>
            <Field id={ids.instructions} label="Instructions" error={form.error('instructions')}>
              <Textarea
                {...form.field(ids.instructions, 'instructions')}
                rows={3}
                placeholder="e.g. Read sections 2 and 3 before signing."
              />
            </Field>
          </>
        )}
      </fieldset>
      <FormDialogActions
        pending={mutation.isPending}
        submitLabel="Save Requirement"
        pendingLabel="Saving..."
      />
    </form>
  );
};

/** The signature requirement of a document: who must sign it, and by when. */
export const SignatureRequirementModal = ({
  document,
  open,
  onOpenChange,
  returnFocusTo,
}: DeferredDialogState & { document: Requirement }) => (
  <Modal
    open={open}
    onOpenChange={onOpenChange}
    returnFocusTo={returnFocusTo}
    title="Signature Requirement"
    description={`Who must sign ${document.name}, and by when.`}
  >
    {open && <RequirementForm document={document} onDone={() => onOpenChange(false)} />}
  </Modal>
);
