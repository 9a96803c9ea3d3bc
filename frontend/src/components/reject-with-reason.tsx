import { useId } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';

type ReasonBody = { reason: string };

/**
 * A refusal of something sent for review (a requested file, a certificate), with the reason its
 * sender reads: the server's own wording lands on the field, any other failure in a toast.
 */
export const RejectWithReason = ({
  open,
  onOpenChange,
  schema,
  title,
  description,
  hint,
  what,
  pending,
  reject,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request body's contract, whose reason rule the form checks before sending. */
  schema: z.ZodObject<{ reason: z.ZodType<string> }>;
  title: string;
  description: string;
  hint: string;
  /** What is refused, in the toasts: "the file", "the certificate". */
  what: string;
  pending: boolean;
  /** Sends the refusal; the promise, not callbacks, as the reviewed item's controls leave the page. */
  reject: (reason: string) => Promise<unknown>;
}) => {
  const reasonId = useId();
  const form = useContractForm({
    schema,
    defaultValues: { reason: '' },
    toBody: (values: ReasonBody) => values,
  });
  const send = async ({ reason }: ReasonBody) => {
    try {
      await reject(reason.trim());
      onOpenChange(false);
    } catch (failure) {
      if (form.fromServer(failure)) return;
      toast({
        variant: 'destructive',
        title: i18n.t('common:actions.error'),
        description: failureText(failure, i18n.t('common:actions.failedToReject', { what })),
      });
    }
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form {...form.formProps(send, { className: 'grid gap-5' })}>
        <Field
          id={reasonId}
          label={i18n.t('common:actions.reason')}
          required
          hint={hint}
          error={form.error('reason')}
        >
          <Textarea {...form.field(reasonId, 'reason', { hint: true, required: true })} rows={3} />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <ModalClose asChild>
            <Button variant="secondary">{i18n.t('common:actions.cancel')}</Button>
          </ModalClose>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? i18n.t('common:actions.rejecting') : title}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
