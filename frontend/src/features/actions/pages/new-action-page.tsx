import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { ArrowLeft } from 'lucide-react';
import { ACTION_TITLE_MAX, ActionPriority, ActionSource, ControlLevel, RaiseActionBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { deadlineRange } from '@/lib/dates';
import { failureText, fieldErrors } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { newUuid } from '@/lib/uuid';
import { establishmentsQueryOptions } from '@/features/establishments';
import { answerText, findingsQueryOptions, inspectionQueryOptions } from '@/features/inspections';
import { controlLevelLabels, priorityLabels, sourceText } from '../action-labels';
import { actionOwnersQueryOptions } from '../api/get-action-owners';
import { sourceIncidentQueryOptions } from '../api/get-source-incident';
import { useRaiseAction } from '../api/raise-action';

/** The source named by the link that opened the form (an inspection's finding, an incident), if valid. */
const sourceOf = (params: URLSearchParams): ActionSource => {
  const incidentId = params.get('incidentId');
  const inspectionId = params.get('inspectionId');
  const findingId = params.get('findingId');
  const causeId = params.get('causeId');
  const candidate = incidentId
    ? causeId
      ? { kind: 'cause', incidentId, causeId }
      : { kind: 'incident', incidentId }
    : inspectionId && findingId
      ? { kind: 'finding', inspectionId, findingId }
      : { kind: 'none' };
  const parsed = ActionSource.safeParse(candidate);
  return parsed.success ? parsed.data : { kind: 'none' };
};

type Values = {
  title: string;
  description: string;
  controlLevel: ControlLevel;
  ownerId: string;
  dueDate: string;
  priority: ActionPriority;
  establishmentId: string;
};

const emptyAction: Values = {
  title: '',
  description: '',
  controlLevel: 'engineering',
  ownerId: '',
  dueDate: '',
  priority: 'medium',
  establishmentId: '',
};

/** An empty due date is missing, not malformed. */
const dueDateRule = (values: Values) => (values.dueDate ? {} : { dueDate: 'Choose a due date' });

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
  // The incident it is raised from (or from whose cause): its number, a title and its site.
  const fromIncident = source.kind === 'incident' || source.kind === 'cause' ? source.incidentId : '';
  const incident = useQuery({ ...sourceIncidentQueryOptions(fromIncident), enabled: fromIncident !== '' });
  const reportNumber = incident.data?.reportNumber ?? null;
  const [idempotencyKey] = useState(newUuid);
  const form = useContractForm({
    schema: RaiseActionBody,
    defaultValues: emptyAction,
    toBody: (values: Values): RaiseActionBody => ({
      ...values,
      establishmentId: values.establishmentId || null,
      source,
    }),
    rules: dueDateRule,
  });
  const { error, field, reset } = form;
  // Shown through React: a value set before the list of sites arrives would find no option.
  const site = useWatch({ control: form.control, name: 'establishmentId' });
  // Until the officer types a title of their own, the finding's question suggests one; the
  // inspection's site is the establishment unless another is chosen.
  const incidentDetail = incident.data && !incident.data.summaryOnly ? incident.data : undefined;
  const suggestedTitle = finding
    ? `Fix: ${finding.question}`
    : incident.data && source.kind === 'incident'
      ? `Prevent a repeat of ${incident.data.reportNumber} at ${incident.data.location}`.slice(
          0,
          ACTION_TITLE_MAX,
        )
      : '';
  const suggestedSite = inspection.data?.establishmentId ?? incidentDetail?.establishmentId ?? '';
  useEffect(() => {
    reset(
      { ...emptyAction, title: suggestedTitle, establishmentId: suggestedSite },
      { keepDirtyValues: true, keepErrors: true },
    );
  }, [reset, suggestedTitle, suggestedSite]);

  const send = (body: RaiseActionBody) =>
    mutation.mutate(
      { body, idempotencyKey },
      {
        onSuccess: ({ id }) => {
          toast({ title: 'Action raised', description: body.title.trim() });
          // Raised from a cause: back to the investigation, where the cause now shows its action.
          void navigate(
            source.kind === 'cause' ? `/incidents/${source.incidentId}/investigation` : `/actions/${id}`,
          );
        },
        onError: (failure) => void form.fromServer(failure),
      },
    );

  const back =
    source.kind === 'cause'
      ? { to: `/incidents/${source.incidentId}/investigation`, text: 'Investigation' }
      : source.kind === 'incident'
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
        description={sourceText(source, reportNumber)}
      />
      {source.kind === 'finding' && (
        <FindingCard inspectionId={source.inspectionId} findingId={source.findingId} />
      )}
      <Card>
        <CardContent className="pt-6">
          <form {...form.formProps(send, { className: 'grid gap-4' })} aria-label="New corrective action">
            <fieldset disabled={mutation.isPending} className="grid gap-4 sm:grid-cols-2">
              <Field
                id="new-action-title"
                label="Title"
                required
                error={error('title')}
                className="sm:col-span-2"
              >
                <Input {...field('new-action-title', 'title')} />
              </Field>
              <Field
                id="new-action-description"
                label="Description"
                error={error('description')}
                className="sm:col-span-2"
              >
                <Textarea {...field('new-action-description', 'description')} rows={3} />
              </Field>
              <Field
                id="new-action-controlLevel"
                label="Hierarchy of controls"
                required
                error={error('controlLevel')}
              >
                <NativeSelect {...field('new-action-controlLevel', 'controlLevel')}>
                  {ControlLevel.options.map((level) => (
                    <option key={level} value={level}>
                      {controlLevelLabels[level]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="new-action-priority" label="Priority" required error={error('priority')}>
                <NativeSelect {...field('new-action-priority', 'priority')}>
                  {ActionPriority.options.map((priority) => (
                    <option key={priority} value={priority}>
                      {priorityLabels[priority]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="new-action-ownerId" label="Owner" required error={error('ownerId')}>
                <NativeSelect {...field('new-action-ownerId', 'ownerId')}>
                  <option value="">{owners.isPending ? 'Loading people...' : 'Choose a person'}</option>
                  {(owners.data ?? []).map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name} ({o.department})
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="new-action-dueDate" label="Due date" required error={error('dueDate')}>
                <Input {...field('new-action-dueDate', 'dueDate')} type="date" {...deadlineRange()} />
              </Field>
              <Field
                id="new-action-establishmentId"
                label="Establishment"
                hint="Overdue counts by its time zone; without one, the site's"
                error={error('establishmentId')}
                className="sm:col-span-2"
              >
                <NativeSelect
                  {...field('new-action-establishmentId', 'establishmentId', { hint: true })}
                  value={site}
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
