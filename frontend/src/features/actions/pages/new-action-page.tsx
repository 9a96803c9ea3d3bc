import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import {
  ACTION_DESCRIPTION_MAX,
  ACTION_TITLE_MAX,
  ActionPriority,
  ActionSource,
  ControlLevel,
  type RaiseActionBody,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { deadlineRange } from '@/lib/dates';
import { failureText, fieldErrors } from '@/lib/http';
import { newUuid } from '@/lib/uuid';
import { establishmentsQueryOptions } from '@/features/establishments';
import { answerText, findingsQueryOptions, inspectionQueryOptions } from '@/features/inspections';
import { controlLevelLabels, priorityLabels, sourceText } from '../action-labels';
import { actionOwnersQueryOptions } from '../api/get-action-owners';
import { useRaiseAction } from '../api/raise-action';

/** The source named by the link that opened the form (an inspection's finding, an incident), if valid. */
const sourceOf = (params: URLSearchParams): ActionSource => {
  const incidentId = params.get('incidentId');
  const inspectionId = params.get('inspectionId');
  const findingId = params.get('findingId');
  const candidate = incidentId
    ? { kind: 'incident', incidentId }
    : inspectionId && findingId
      ? { kind: 'finding', inspectionId, findingId }
      : { kind: 'none' };
  const parsed = ActionSource.safeParse(candidate);
  return parsed.success ? parsed.data : { kind: 'none' };
};

type Values = Omit<RaiseActionBody, 'source' | 'establishmentId'> & { establishmentId: string };

/** The finding an action is raised from, as the inspection recorded it. */
const FindingCard = ({ inspectionId, findingId }: { inspectionId: string; findingId: string }) => {
  const findings = useQuery(findingsQueryOptions(inspectionId));
  const finding = findings.data?.findings.find((f) => f.findingId === findingId);
  return (
    <Card className="mb-4" aria-labelledby="new-action-finding">
      <CardContent className="grid gap-1 pt-6">
        <h2 id="new-action-finding" className="text-base font-semibold text-slate-900">
          The finding
        </h2>
        {findings.isPending ? (
          <p className="text-slate-700">Loading the finding...</p>
        ) : !finding ? (
          <p role="alert" className="text-red-800">
            {findings.isError
              ? failureText(findings.error, 'The finding could not be loaded.')
              : 'This inspection has no such finding.'}
          </p>
        ) : (
          <dl className="grid gap-1 text-slate-800">
            <div>
              <dt className="inline font-medium">Question: </dt>
              <dd className="inline">
                {finding.question} <span className="text-slate-700">({finding.section})</span>
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">Answer: </dt>
              <dd className="inline">{answerText(finding.answer)}</dd>
            </div>
            {finding.note && (
              <div>
                <dt className="inline font-medium">Note: </dt>
                <dd className="inline">{finding.note}</dd>
              </div>
            )}
          </dl>
        )}
        <p>
          <Link
            to={`/inspections/${encodeURIComponent(inspectionId)}`}
            className="rounded-sm text-sm font-medium text-brand-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            Open the inspection
          </Link>
        </p>
      </CardContent>
    </Card>
  );
};

/** /actions/new: raise a corrective action; prefilled from ?incidentId= or ?inspectionId=&findingId=. */
export const NewActionPage = () => {
  const [params] = useSearchParams();
  const source = sourceOf(params);
  const navigate = useNavigate();
  const owners = useQuery(actionOwnersQueryOptions());
  const sites = useQuery(establishmentsQueryOptions());
  const mutation = useRaiseAction();
  const findings = useQuery({
    ...findingsQueryOptions(source.kind === 'finding' ? source.inspectionId : ''),
    enabled: source.kind === 'finding',
  });
  const finding =
    source.kind === 'finding'
      ? findings.data?.findings.find((f) => f.findingId === source.findingId)
      : undefined;
  // The inspection's site, so the action is overdue by that site's clock unless another is chosen.
  const inspection = useQuery({
    ...inspectionQueryOptions(source.kind === 'finding' ? source.inspectionId : ''),
    enabled: source.kind === 'finding',
  });
  // Until the officer types a title of their own, the finding's question suggests one.
  const [editedTitle, setEditedTitle] = useState<string | null>(null);
  const [editedSite, setEditedSite] = useState<string | null>(null);
  const [idempotencyKey] = useState(newUuid);
  const [values, setValues] = useState<Values>({
    title: '',
    description: '',
    controlLevel: 'engineering',
    ownerId: '',
    dueDate: '',
    priority: 'medium',
    establishmentId: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = editedTitle ?? (finding ? `Fix: ${finding.question}` : values.title);
  const establishmentId = editedSite ?? inspection.data?.establishmentId ?? values.establishmentId;
  const set = (key: keyof Values, value: string) => {
    if (key === 'title') setEditedTitle(value);
    if (key === 'establishmentId') setEditedSite(value);
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!title.trim()) missing.title = 'Give the action a title';
    if (!values.ownerId) missing.ownerId = 'Choose who owns the action';
    if (!values.dueDate) missing.dueDate = 'Choose a due date';
    const first = Object.keys(missing)[0];
    if (first) {
      setErrors(missing);
      document.getElementById(`new-action-${first}`)?.focus();
      return;
    }
    const body: RaiseActionBody = {
      ...values,
      title,
      establishmentId: establishmentId || null,
      source,
    };
    mutation.mutate(
      { body, idempotencyKey },
      {
        onSuccess: ({ id }) => {
          toast({ title: 'Action raised', description: title.trim() });
          void navigate(`/actions/${id}`);
        },
        onError: (error) => {
          const found = fieldErrors(error);
          setErrors(found);
          const field = Object.keys(found)[0];
          if (field) document.getElementById(`new-action-${field}`)?.focus();
        },
      },
    );
  };

  const back =
    source.kind === 'incident'
      ? { to: `/incidents/${source.incidentId}`, text: 'Incident' }
      : source.kind === 'finding'
        ? { to: `/inspections/${source.inspectionId}`, text: 'Inspection' }
        : { to: '/actions', text: 'Corrective Actions' };
  return (
    <>
      <PageHeader
        eyebrow={
          <Link
            to={back.to}
            className="mb-2 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {back.text}
          </Link>
        }
        title="New Corrective Action"
        description={sourceText(source)}
      />
      {source.kind === 'finding' && (
        <FindingCard inspectionId={source.inspectionId} findingId={source.findingId} />
      )}
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={submit} noValidate aria-label="New corrective action" className="grid gap-4">
            <fieldset disabled={mutation.isPending} className="grid gap-4 sm:grid-cols-2">
              <Field
                id="new-action-title"
                label="Title"
                required
                error={errors.title}
                className="sm:col-span-2"
              >
                <Input
                  id="new-action-title"
                  value={title}
                  maxLength={ACTION_TITLE_MAX}
                  aria-required
                  onChange={(e) => set('title', e.target.value)}
                  {...describedBy('new-action-title', { error: errors.title })}
                />
              </Field>
              <Field
                id="new-action-description"
                label="Description"
                error={errors.description}
                className="sm:col-span-2"
              >
                <Textarea
                  id="new-action-description"
                  value={values.description}
                  maxLength={ACTION_DESCRIPTION_MAX}
                  rows={3}
                  onChange={(e) => set('description', e.target.value)}
                  {...describedBy('new-action-description', { error: errors.description })}
                />
              </Field>
              <Field
                id="new-action-controlLevel"
                label="Hierarchy of controls"
                required
                error={errors.controlLevel}
              >
                <NativeSelect
                  id="new-action-controlLevel"
                  value={values.controlLevel}
                  onChange={(e) => set('controlLevel', e.target.value)}
                >
                  {ControlLevel.options.map((level) => (
                    <option key={level} value={level}>
                      {controlLevelLabels[level]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="new-action-priority" label="Priority" required error={errors.priority}>
                <NativeSelect
                  id="new-action-priority"
                  value={values.priority}
                  onChange={(e) => set('priority', e.target.value)}
                >
                  {ActionPriority.options.map((priority) => (
                    <option key={priority} value={priority}>
                      {priorityLabels[priority]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="new-action-ownerId" label="Owner" required error={errors.ownerId}>
                <NativeSelect
                  id="new-action-ownerId"
                  value={values.ownerId}
                  aria-required
                  onChange={(e) => set('ownerId', e.target.value)}
                  {...describedBy('new-action-ownerId', { error: errors.ownerId })}
                >
                  <option value="">{owners.isPending ? 'Loading people...' : 'Choose a person'}</option>
                  {(owners.data ?? []).map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name} ({o.department})
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="new-action-dueDate" label="Due date" required error={errors.dueDate}>
                <Input
                  id="new-action-dueDate"
                  type="date"
                  value={values.dueDate}
                  aria-required
                  {...deadlineRange()}
                  onChange={(e) => set('dueDate', e.target.value)}
                  {...describedBy('new-action-dueDate', { error: errors.dueDate })}
                />
              </Field>
              <Field
                id="new-action-establishmentId"
                label="Establishment"
                hint="Overdue counts by its time zone; without one, the site's"
                error={errors.establishmentId}
                className="sm:col-span-2"
              >
                <NativeSelect
                  id="new-action-establishmentId"
                  value={establishmentId}
                  onChange={(e) => set('establishmentId', e.target.value)}
                  {...describedBy('new-action-establishmentId', {
                    hint: true,
                    error: errors.establishmentId,
                  })}
                >
                  <option value="">None</option>
                  {(sites.data ?? []).map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </fieldset>
            {mutation.isError && !Object.keys(fieldErrors(mutation.error)).length ? (
              <p role="alert" className="text-sm text-red-800">
                {failureText(mutation.error, 'The action could not be raised.')}
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={mutation.isPending}>
                Raise action
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
};
