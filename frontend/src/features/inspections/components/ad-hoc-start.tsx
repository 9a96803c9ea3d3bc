import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { failureText, fieldErrors } from '@/lib/http';
import { establishmentsQueryOptions } from '@/features/establishments';
import { templatesQueryOptions } from '../api/get-templates';
import { useStartInspection } from '../api/start-inspection';

/** Start an inspection nobody scheduled: a template at an establishment. */
export const AdHocStart = () => {
  const navigate = useNavigate();
  const templates = useQuery(templatesQueryOptions());
  const establishments = useQuery(establishmentsQueryOptions());
  const start = useStartInspection();
  const [templateId, setTemplateId] = useState('');
  const [establishmentId, setEstablishmentId] = useState('');
  const [area, setArea] = useState('');
  const errors = fieldErrors(start.error);
  return (
    <form
      className="grid gap-3 sm:grid-cols-4 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate(
          {
            templateId: templateId || undefined,
            establishmentId: establishmentId || undefined,
            area: area.trim() || null,
          },
          { onSuccess: ({ id }) => void navigate(`/inspections/${id}`) },
        );
      }}
    >
      <Field id="start-template" label="Template" error={errors.templateId}>
        <NativeSelect id="start-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
          <option value="">Choose a template</option>
          {(templates.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="start-establishment" label="Establishment" error={errors.establishmentId}>
        <NativeSelect
          id="start-establishment"
          value={establishmentId}
          onChange={(e) => setEstablishmentId(e.target.value)}
        >
          <option value="">Choose an establishment</option>
          {(establishments.data ?? []).map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="start-area" label="Area (optional)" error={errors.area}>
        <Input id="start-area" maxLength={120} value={area} onChange={(e) => setArea(e.target.value)} />
      </Field>
      <Button type="submit" size="lg" disabled={start.isPending}>
        Start inspection
      </Button>
      {start.isError && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-4">
          {failureText(start.error, 'The inspection could not be started.')}
        </p>
      )}
    </form>
  );
};
