import { useState } from 'react';
import { Download, Eraser, LoaderCircle } from 'lucide-react';
import { ErasePersonalDataBody, personalDataRoutes, type EmployeeSummary } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { fullName, isErased } from '@/lib/employee-names';
import { errorMessage } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useErasePersonalData } from '../api/erase-personal-data';

const EraseForm = ({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) => {
  const mutation = useErasePersonalData(employee.id);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useContractForm({
    schema: ErasePersonalDataBody,
    defaultValues: { reason: '' },
    toBody: (values: { reason: string }) => ({ reason: values.reason.trim() }),
  });
  const erase = async (body: ErasePersonalDataBody) => {
    setProblem(null);
    try {
      await mutation.mutateAsync(body);
      toast({ title: 'Personal Data Erased', description: 'Their records now read [erased].' });
      onDone();
    } catch (error) {
      form.fromServer(error);
      setProblem(errorMessage(error));
    }
  };
  return (
    <form {...form.formProps(erase, { className: 'grid gap-5' })}>
      <fieldset disabled={mutation.isPending} className="grid gap-4">
        <Field id="erase-reason" label="Reason" required error={form.error('reason')}>
          <Textarea
            {...form.field('erase-reason', 'reason')}
            required
            rows={3}
            placeholder="e.g. Request under GDPR article 17, ticket 4411"
          />
        </Field>
        {problem && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {problem}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <ModalClose asChild>
          <Button variant="secondary" size="lg" disabled={mutation.isPending}>
            Cancel
          </Button>
        </ModalClose>
        <Button type="submit" variant="destructive" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Eraser aria-hidden="true" />
          )}
          {mutation.isPending ? 'Erasing...' : 'Erase personal data'}
        </Button>
      </div>
    </form>
  );
};

/**
 * The person's personal data (docs/product.md, "Personal data"): everything held about them as a
 * ZIP, or erased for good (their key is destroyed; counts and histories stay).
 */
export const PersonalDataSection = ({ employee }: { employee: EmployeeSummary }) => {
  const [open, setOpen] = useState(false);
  const erased = isErased(employee);
  return (
    <section aria-labelledby="personal-data-title" className="border-t border-slate-200 pt-5">
      <h3 id="personal-data-title" className="text-sm font-semibold text-slate-900">
        Personal data
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {erased
          ? 'This person’s personal data was erased: their name, e-mail and what they wrote read [erased].'
          : 'Everything held about this person, as a ZIP of JSON and their files; or erased for good.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button asChild variant="secondary" size="lg" className="text-sm">
          <a href={personalDataRoutes.export(employee.id)} download>
            <Download aria-hidden="true" />
            Export personal data
          </a>
        </Button>
        {!erased && (
          <Modal
            open={open}
            onOpenChange={setOpen}
            title={`Erase the personal data of ${fullName(employee)}?`}
            description="This cannot be undone. Their name, e-mail and what they wrote are erased from every record; reports, counts and OSHA totals stay. Export their data first if they asked for a copy."
            trigger={
              <Button variant="destructive" size="lg" className="text-sm">
                <Eraser aria-hidden="true" />
                Erase personal data
              </Button>
            }
          >
            <EraseForm employee={employee} onDone={() => setOpen(false)} />
          </Modal>
        )}
      </div>
    </section>
  );
};
