import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { StartInspectionBody, type DueInspection } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { useContractForm } from '@/lib/use-contract-form';
import { establishmentsQueryOptions } from '@/features/establishments';
import { inspectionOverviewQueryOptions } from '../api/get-inspection-overview';
import { templatesQueryOptions } from '../api/get-templates';
import { fulfilsText } from '../inspection-labels';
import { useStartInspection } from '../api/start-inspection';
import { FormRefusal } from './form-refusal';

type AdHocValues = { templateId: string; establishmentId: string; area: string };

/** The due one the server will take, as it chooses: the current period, else the latest overdue. */
const dueOneOf = (due: readonly DueInspection[], templateId: string, establishmentId: string) => {
  const matching = due.filter((d) => d.templateId === templateId && d.establishmentId === establishmentId);
  return (
    matching.find((d) => !d.overdue) ??
    matching
      .filter((d) => d.overdue)
      .sort((a, b) => a.periodEnd.localeCompare(b.periodEnd))
      .at(-1) ??
    null
  );
};

/** Start an inspection nobody scheduled: a template at an establishment. */
export const AdHocStart = () => {
  const navigate = useNavigate();
  const templates = useQuery(templatesQueryOptions());
  const establishments = useQuery(establishmentsQueryOptions());
  const overview = useQuery(inspectionOverviewQueryOptions());
  const start = useStartInspection();
  const form = useContractForm({
    schema: StartInspectionBody,
    defaultValues: { templateId: '', establishmentId: '', area: '' },
    // An empty choice is sent as itself: the contract words it ("Choose a template").
    toBody: (values: AdHocValues): StartInspectionBody => ({
      templateId: values.templateId,
      establishmentId: values.establishmentId,
      area: values.area.trim() || null,
    }),
  });
  const [templateId, establishmentId] = form.watch(['templateId', 'establishmentId']);
  const dueOne = dueOneOf(overview.data?.due ?? [], templateId, establishmentId);
  const send = async (body: StartInspectionBody) => {
    try {
      const { id, fulfils } = await start.mutateAsync(body);
      void navigate(`/inspections/${id}`, { state: { fulfils } });
    } catch (failure) {
      form.fromServer(failure);
    }
  };
  return (
    <form {...form.formProps(send, { className: 'grid gap-3 sm:grid-cols-4 sm:items-end' })}>
      <Field id="start-template" label="Template" error={form.error('templateId')}>
        <NativeSelect {...form.field('start-template', 'templateId')}>
          <option value="">Choose a template</option>
          {(templates.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="start-establishment" label="Establishment" error={form.error('establishmentId')}>
        <NativeSelect {...form.field('start-establishment', 'establishmentId')}>
          <option value="">Choose an establishment</option>
          {(establishments.data ?? []).map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="start-area" label="Area (optional)" error={form.error('area')}>
        <Input {...form.field('start-area', 'area')} />
      </Field>
      <Button type="submit" size="lg" disabled={start.isPending}>
        Start inspection
      </Button>
      <p role="status" className="font-medium text-slate-900 empty:hidden sm:col-span-4">
        {dueOne ? fulfilsText(dueOne.periodEnd) : ''}
      </p>
      <FormRefusal
        error={start.error}
        fallback="The inspection could not be started."
        className="sm:col-span-4"
      />
    </form>
  );
};
