import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_RETENTION_ERASE, type RetentionEraseReport, type RetentionPage as Page } from '@hs/contracts';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, describedBy } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { failureText, fieldErrors } from '@/lib/http';
import { retentionQueryOptions, useEraseRetained, useSaveRetention } from '../api/retention';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const ROLE_LABELS = { involved: 'person involved', witness: 'witness' } as const;

/** The years incidents are kept after the end of their year; the server refuses fewer than the law's. */
const SettingForm = ({ data }: { data: Page }) => {
  const [years, setYears] = useState(String(data.settings.incidents));
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const save = useSaveRetention();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      { incidents: Number(years) },
      {
        onSuccess: () => {
          setError(undefined);
          setSaved(true);
        },
        onError: (e) =>
          setError(fieldErrors(e).incidents ?? failureText(e, 'The setting could not be saved.')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <Field
        id="retention-incidents"
        label="Incidents: years kept after the end of their year"
        hint={`At least ${data.minimums.incidents} (29 CFR 1904.33).`}
        error={error}
      >
        <Input
          id="retention-incidents"
          type="number"
          inputMode="numeric"
          min={data.minimums.incidents}
          className="h-11 w-28"
          value={years}
          onChange={(event) => setYears(event.target.value)}
          {...describedBy('retention-incidents', { hint: true, error })}
        />
      </Field>
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save'}
      </Button>
      <p role="status" className="w-full text-sm text-slate-700">
        {saved ? 'Saved.' : ''}
      </p>
    </form>
  );
};

const EraseReport = ({ report }: { report: RetentionEraseReport }) => (
  <section
    aria-labelledby="retention-report-title"
    className="rounded-md border border-green-700 bg-green-50 p-4"
  >
    <h2 id="retention-report-title" className="font-semibold text-green-900" tabIndex={-1}>
      Personal data erased: {plural(report.counts.people, 'person', 'people')} in{' '}
      {plural(report.counts.incidents, 'record', 'records')}
    </h2>
    <ul className="mt-2 space-y-1 text-sm text-slate-800">
      {report.incidents.map((i) => (
        <li key={i.id}>
          <span className="font-medium">{i.reportNumber}</span>:{' '}
          {i.erased.length > 0 ? i.erased.map((r) => ROLE_LABELS[r]).join(' and ') : 'nobody'} erased
          {i.keptInvolved ? '; the person involved is an employee, whose own record is kept' : ''}.
        </li>
      ))}
    </ul>
  </section>
);

/** /admin/retention, for administrators: the years kept, the records past them, and their erasure. */
export const RetentionPage = () => {
  const [page, setPage] = useState(1);
  const list = useQuery(retentionQueryOptions(page));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [report, setReport] = useState<RetentionEraseReport>();
  const erase = useEraseRetained();

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (selected.size === 0) missing.incidentIds = 'Select at least one record.';
    if (reason.trim() === '') missing.reason = 'Say why the personal data is erased.';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    erase.mutate(
      { reason, incidentIds: [...selected] },
      {
        onSuccess: (answer) => {
          setReport(answer);
          setSelected(new Set());
          setReason('');
        },
        onError: (e) => {
          const named = fieldErrors(e);
          setErrors({
            ...named,
            form: failureText(e, 'The personal data could not be erased.'),
          });
        },
      },
    );
  };

  const items = list.data?.items ?? [];
  let body;
  if (list.isPending)
    body = <StatusMessage kind="loading">Loading the records past retention...</StatusMessage>;
  else if (list.isError)
    body = <QueryError query={list}>Failed to load the records past retention</QueryError>;
  else if (items.length === 0)
    body = (
      <StatusMessage kind="empty">No record is past retention with personal data still held.</StatusMessage>
    );
  else
    body = (
      <fieldset aria-describedby={errors.incidentIds ? 'retention-records-error' : undefined}>
        <legend className="sr-only">Records to erase</legend>
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="flex min-h-11 items-center gap-3 px-4 py-2">
              <Checkbox
                id={`retain-${item.id}`}
                checked={selected.has(item.id)}
                disabled={!selected.has(item.id) && selected.size >= MAX_RETENTION_ERASE}
                onCheckedChange={(on) => toggle(item.id, on === true)}
              />
              <label
                htmlFor={`retain-${item.id}`}
                className="flex min-h-11 flex-1 flex-col justify-center text-sm"
              >
                <span className="font-semibold text-slate-900">
                  {item.reportNumber} · {item.kind}
                </span>
                <span className="text-slate-700">
                  {item.date} · {item.establishment ?? 'No establishment'} · kept until {item.retainedUntil}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.incidentIds && (
          <p id="retention-records-error" className="px-4 text-sm font-medium text-red-700">
            {errors.incidentIds}
          </p>
        )}
      </fieldset>
    );
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title="Retention"
        description="Incidents are kept for the years set below after the end of the year they happened. Past that, the names and descriptions of the people they name can be erased; the reports, their numbers and the OSHA totals stay."
      />
      <div className="space-y-6">
        <Card aria-labelledby="retention-setting-title">
          <CardHeader>
            <CardTitle id="retention-setting-title">Years kept</CardTitle>
          </CardHeader>
          <CardContent>{data && <SettingForm key={data.settings.incidents} data={data} />}</CardContent>
        </Card>
        {report && <EraseReport report={report} />}
        <Card aria-labelledby="retention-list-title">
          <CardHeader>
            <CardTitle id="retention-list-title">Records past retention</CardTitle>
            <CardDescription>
              {data ? `${data.total} as of ${data.today}, oldest first.` : ''} An employee’s own record is
              never erased here; only the people named in the report who are not employees, and the witness.
            </CardDescription>
          </CardHeader>
          <form onSubmit={submit} noValidate>
            <CardContent className="space-y-4 px-0">
              {body}
              {pages > 1 && (
                <nav aria-label="Pages" className="flex items-center justify-between gap-2 px-4">
                  <Button
                    variant="secondary"
                    size="lg"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    Previous
                  </Button>
                  <span className="text-sm text-slate-700">
                    Page {page} of {pages}
                  </span>
                  <Button
                    variant="secondary"
                    size="lg"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    Next
                  </Button>
                </nav>
              )}
              {items.length > 0 && (
                <div className="space-y-3 px-4">
                  <Field id="retention-reason" label="Reason" required error={errors.reason}>
                    <Textarea
                      id="retention-reason"
                      required
                      aria-required="true"
                      value={reason}
                      maxLength={500}
                      onChange={(event) => setReason(event.target.value)}
                      {...describedBy('retention-reason', { error: errors.reason })}
                    />
                  </Field>
                  {errors.form && (
                    <p role="alert" className="text-sm font-medium text-red-700">
                      {errors.form}
                    </p>
                  )}
                  <Button
                    type="submit"
                    variant="destructive"
                    size="lg"
                    className="w-full whitespace-normal sm:w-auto"
                    disabled={erase.isPending}
                  >
                    {erase.isPending
                      ? 'Erasing...'
                      : `Erase personal data of the selected records${selected.size > 0 ? ` (${selected.size})` : ''}`}
                  </Button>
                </div>
              )}
            </CardContent>
          </form>
        </Card>
      </div>
    </>
  );
};
