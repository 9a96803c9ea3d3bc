import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { ActionState, ListActionsQuery } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, Label, NativeSelect } from '@/components/ui/form-controls';
import { ListPager, useFocusFirstNewRow } from '@/components/ui/list-pager';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { reviewsIncidents, isSafetyTeam } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { establishmentsQueryOptions } from '@/features/establishments';
import { actionStateLabels } from '../action-labels';
import { actionOwnersQueryOptions } from '../api/get-action-owners';
import { actionPagesQueryOptions } from '../api/get-actions';
import { ActionList } from '../components/action-list';

const Actions = ({
  query,
  showOwner,
  empty,
}: {
  query: ListActionsQuery;
  showOwner: boolean;
  empty: string;
}) => {
  const actions = useInfiniteQuery(actionPagesQueryOptions(query));
  const container = useRef<HTMLDivElement>(null);
  const rows = actions.data?.pages.flatMap((page) => page.items) ?? [];
  const markFirstNewRow = useFocusFirstNewRow(container, rows.length);
  if (actions.isPending) return <StatusMessage kind="loading">Loading actions...</StatusMessage>;
  if (actions.isError) return <QueryError query={actions}>Failed to load actions</QueryError>;
  if (rows.length === 0) return <StatusMessage kind="empty">{empty}</StatusMessage>;
  return (
    <div ref={container}>
      <ActionList actions={rows} showOwner={showOwner} />
      <ListPager
        shown={rows.length}
        total={actions.data.pages.at(-1)!.total}
        hasMore={actions.hasNextPage}
        loading={actions.isFetchingNextPage}
        noun="actions"
        onLoadMore={() => {
          markFirstNewRow();
          void actions.fetchNextPage();
        }}
      />
    </div>
  );
};

/** The filters "All actions" keeps in the address, so a link (from Insights) or Back restores them. */
const filterKeys = ['state', 'ownerId', 'establishmentId', 'overdue', 'dueFrom', 'dueTo'] as const;
type FilterKey = (typeof filterKeys)[number];

/** The address's filters that the server would take; a mistyped one is left out, not sent. */
const filtersIn = (params: URLSearchParams): ListActionsQuery => {
  const filters: ListActionsQuery = { scope: 'all' };
  for (const key of filterKeys) {
    const parsed = ListActionsQuery.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [key]: parsed.data });
  }
  return filters;
};

/** Filters of "All actions": state, owner, site, due days, overdue; every one is applied by the server. */
const AllActions = () => {
  const [params, setParams] = useSearchParams();
  const filters = filtersIn(params);
  const owners = useQuery(actionOwnersQueryOptions());
  const sites = useQuery(establishmentsQueryOptions());
  const set = (key: FilterKey, value: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <div
        className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-3"
        role="group"
        aria-label="Filters"
      >
        <div className="grid gap-1">
          <Label htmlFor="filter-state">State</Label>
          <NativeSelect
            id="filter-state"
            value={filters.state ?? ''}
            onChange={(e) => set('state', e.target.value)}
          >
            <option value="">Any state</option>
            {ActionState.options.map((state) => (
              <option key={state} value={state}>
                {actionStateLabels[state]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-owner">Owner</Label>
          <NativeSelect
            id="filter-owner"
            value={filters.ownerId ?? ''}
            onChange={(e) => set('ownerId', e.target.value)}
          >
            <option value="">Anyone</option>
            {(owners.data ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-site">Site</Label>
          <NativeSelect
            id="filter-site"
            value={filters.establishmentId ?? ''}
            onChange={(e) => set('establishmentId', e.target.value)}
          >
            <option value="">Any site</option>
            {(sites.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-due-from">Due from</Label>
          <Input
            id="filter-due-from"
            type="date"
            value={filters.dueFrom ?? ''}
            onChange={(e) => set('dueFrom', e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="filter-due-to">Due to</Label>
          <Input
            id="filter-due-to"
            type="date"
            value={filters.dueTo ?? ''}
            onChange={(e) => set('dueTo', e.target.value)}
          />
        </div>
        <div className="flex items-center gap-2 self-end pb-2">
          <Checkbox
            id="filter-overdue"
            checked={filters.overdue === 'true'}
            onCheckedChange={(checked) => set('overdue', checked === true ? 'true' : undefined)}
          />
          <Label htmlFor="filter-overdue">Overdue only</Label>
        </div>
      </div>
      <Actions query={filters} showOwner empty="No actions match these filters." />
    </>
  );
};

/**
 * /actions: my actions for everyone; all actions for the safety team, a supervisor's department's.
 * The tab and the filters live in the address (?tab=all&dueFrom=...).
 */
export const ActionsPage = () => {
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  // The safety team owns few actions itself: it opens on all of them.
  const tab = params.get('tab') ?? (isSafetyTeam(user) ? 'all' : 'mine');
  const showTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const mine = (
    <Actions query={{ scope: 'mine' }} showOwner={false} empty="You have no corrective actions." />
  );
  return (
    <>
      <PageHeader
        title="Corrective Actions"
        description="Actions that remove or control a hazard: each has an owner and a due date, and is verified effective before it is closed."
        actions={
          reviewsIncidents(user) ? (
            <Button asChild>
              <Link to="/actions/new">
                <Plus className="size-4" aria-hidden="true" />
                New action
              </Link>
            </Button>
          ) : undefined
        }
      />
      <Card>
        {reviewsIncidents(user) ? (
          <Tabs value={tab === 'all' ? 'all' : 'mine'} onValueChange={showTab} className="p-4">
            <TabsList aria-label="Which actions">
              <TabsTrigger value="mine">My actions</TabsTrigger>
              <TabsTrigger value="all">{isSafetyTeam(user) ? 'All actions' : 'My department'}</TabsTrigger>
            </TabsList>
            <TabsContent value="mine">{mine}</TabsContent>
            <TabsContent value="all">
              <AllActions />
            </TabsContent>
          </Tabs>
        ) : (
          <>
            <h2 className="px-4 pt-4 text-lg font-semibold text-slate-900">My actions</h2>
            {mine}
          </>
        )}
      </Card>
    </>
  );
};
