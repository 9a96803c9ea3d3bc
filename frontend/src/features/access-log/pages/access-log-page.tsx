import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AccessLogKind } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { accessLogQueryOptions, type AccessLogFilters } from '../api/get-access-log';
import { ACCESS_KIND_LABELS, AccessLogTable } from '../components/access-log-table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The two ends of the day range, the same control each. */
const dayBounds = [
  { key: 'from', label: 'From (day)' },
  { key: 'to', label: 'To (day)' },
] as const;

/** The filters as the address holds them, so a filtered view can be bookmarked and shared. */
const filtersOf = (params: URLSearchParams): AccessLogFilters => {
  const kind = AccessLogKind.safeParse(params.get('kind'));
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  return {
    person: params.get('person') ?? undefined,
    kind: kind.success ? kind.data : undefined,
    from: day('from'),
    to: day('to'),
  };
};

/** /admin/access-log, for administrators: who opened medical details and audit records, newest first. */
export const AccessLogPage = () => {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const log = useInfiniteQuery(accessLogQueryOptions(filters));
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const rows = log.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (log.isPending) body = <StatusMessage kind="loading">Loading the access log...</StatusMessage>;
  else if (log.isError) body = <QueryError query={log}>Failed to load the access log</QueryError>;
  else if (rows.length === 0)
    body = <StatusMessage kind="empty">Nothing was opened that matches.</StatusMessage>;
  else
    body = (
      <>
        <AccessLogTable items={rows} caption="Health data and audit records opened, newest first" />
        {log.hasNextPage && (
          <div className="flex justify-center p-4">
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
            >
              {log.isFetchingNextPage ? 'Loading...' : 'Show older entries'}
            </Button>
          </div>
        )}
      </>
    );

  return (
    <>
      <PageHeader
        title="Access Log"
        description="Who opened an incident's medical details, a recordkeeping decision, a Form 301, an audit record or a person's data, when and from where. Entries cannot be changed or removed."
      />
      <Card aria-labelledby="access-log-title">
        <CardHeader className="flex-wrap">
          <div>
            <CardTitle id="access-log-title">Entries</CardTitle>
            <CardDescription>
              {filters.person ? 'One person only. ' : ''}Select a name to see only what that person opened.
            </CardDescription>
          </div>
          <div className="grid w-full gap-3 sm:grid-cols-3">
            <Field id="access-log-kind" label="What">
              <NativeSelect
                id="access-log-kind"
                value={filters.kind ?? ''}
                onChange={(event) => set('kind', event.target.value)}
              >
                <option value="">Everything</option>
                {AccessLogKind.options.map((kind) => (
                  <option key={kind} value={kind}>
                    {ACCESS_KIND_LABELS[kind]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {dayBounds.map(({ key, label }) => (
              <Field key={key} id={`access-log-${key}`} label={label}>
                <Input
                  id={`access-log-${key}`}
                  type="date"
                  value={filters[key] ?? ''}
                  onChange={(event) => set(key, event.target.value)}
                />
              </Field>
            ))}
          </div>
          {filters.person && (
            <Button variant="secondary" size="lg" onClick={() => set('person', '')}>
              Show everyone
            </Button>
          )}
        </CardHeader>
        <CardContent className="px-0">{body}</CardContent>
      </Card>
    </>
  );
};
