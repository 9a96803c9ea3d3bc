import { useId, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { DocumentSummary } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import type { DeferredDialogState } from '@/components/ui/deferred-dialog';
import { Field } from '@/components/ui/field';
import { Input, Label, Textarea } from '@/components/ui/form-controls';
import { deadlineRange } from '@/lib/dates';
import { Modal, ModalClose } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
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

const RequirementForm = ({ document, onDone }: { document: Requirement; onDone: () => void }) => {
  const [requiresSignature, setRequiresSignature] = useState(document.requiresSignature);
  const [deadline, setDeadline] = useState(document.signatureDeadline ?? '');
  const [instructions, setInstructions] = useState(document.signatureInstructions ?? '');
  const [audience, setAudience] = useState<Audience>({
    departments: document.signatureDepartments,
    roles: document.signatureRoles,
  });
  const mutation = useSetSignatureRequirement();
  const ids = { switch: useId(), deadline: useId(), instructions: useId() };

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(
          {
            documentId: document.id,
            body: requiresSignature
              ? {
                  requiresSignature,
                  deadline: deadline || null,
                  instructions: instructions.trim() || null,
                  ...audience,
                }
              : { requiresSignature },
          },
          {
            onSuccess: () => {
              toast({ title: 'Document signature requirements updated', description: document.name });
              onDone();
            },
            // The form stays open with what was entered, so nothing has to be typed again.
            onError: () =>
              toast({
                variant: 'destructive',
                title: 'Error',
                description: 'Failed to update signature requirements',
              }),
          },
        );
      }}
    >
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 p-3">
          <Label htmlFor={ids.switch}>Requires signature</Label>
          <Switch id={ids.switch} checked={requiresSignature} onCheckedChange={setRequiresSignature} />
        </div>
        {requiresSignature && (
          <>
            <AudiencePicker value={audience} onChange={setAudience} />
            <Field id={ids.deadline} label="Deadline">
              <Input
                id={ids.deadline}
                type="date"
                {...deadlineRange()}
                value={deadline}
                onChange={(e) => setDeadline(e.target.value)}
              />
            </Field>
            <Field id={ids.instructions} label="Instructions">
              <Textarea
                id={ids.instructions}
                rows={3}
                maxLength={2000}
                placeholder="e.g. Read sections 2 and 3 before signing."
                value={instructions}
                onChange={(e) => setInstructions(e.target.value)}
              />
            </Field>
          </>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {mutation.isPending ? 'Saving...' : 'Save Requirement'}
        </Button>
      </div>
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
