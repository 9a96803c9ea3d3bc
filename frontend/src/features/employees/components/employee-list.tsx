import { useId, useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { EmployeeSummary } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/form-controls';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { cn } from '@/lib/cn';
import { roleLabels } from '@/lib/role-labels';
import { fullName, sortEmployees } from '@/lib/employee-names';
import { filterEmployees } from '../employee-search';
import { EmployeeAvatar } from './employee-avatar';

interface EmployeeListProps {
  query: UseQueryResult<EmployeeSummary[]>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

const countText = (shown: number, total: number): string =>
  shown === total
    ? `${total} ${total === 1 ? 'employee' : 'employees'}`
    : `Showing ${shown} of ${total} employees`;

/** The employee list: a search box over a scrolling list of fixed height. */
export const EmployeeList = ({ query, selectedId, onSelect }: EmployeeListProps) => {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const sorted = useMemo(() => sortEmployees(query.data ?? []), [query.data]);
  const shown = useMemo(() => filterEmployees(sorted, search), [sorted, search]);

  return (
    <Card aria-labelledby="employee-list-title" className="flex flex-col">
      <CardHeader>
        <div>
          <CardTitle id="employee-list-title">Employees</CardTitle>
          <CardDescription aria-live="polite">
            {query.data ? countText(shown.length, sorted.length) : 'Everyone with an account.'}
          </CardDescription>
        </div>
      </CardHeader>
      <div className="border-b border-slate-200 px-4 py-3">
        <label htmlFor={searchId} className="sr-only">
          Search employees
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Name, username, email, department"
            autoComplete="off"
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      <div className="h-[28rem] overflow-y-auto">
        {query.isPending ? (
          <StatusMessage kind="loading">Loading employees...</StatusMessage>
        ) : query.isError ? (
          <QueryError query={query}>Failed to load employees</QueryError>
        ) : shown.length === 0 ? (
          <StatusMessage kind="empty">
            {sorted.length === 0 ? 'No employees have been added yet.' : 'No employees match your search.'}
          </StatusMessage>
        ) : (
          <ul aria-label="Employees" className="divide-y divide-slate-200">
            {shown.map((employee) => {
              const selected = employee.id === selectedId;
              return (
                <li key={employee.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect(employee.id)}
                    className={cn(
                      'flex w-full items-center gap-3 border-l-4 px-4 py-3 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset',
                      selected ? 'border-brand-700 bg-brand-50' : 'border-transparent hover:bg-slate-50',
                    )}
                  >
                    <EmployeeAvatar employee={employee} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">{fullName(employee)}</span>
                      <span className="block truncate text-xs text-slate-600">
                        {employee.username} · {employee.department}
                      </span>
                    </span>
                    <span className="flex flex-col items-end gap-1">
                      <span className="text-xs font-medium text-slate-700">{roleLabels[employee.role]}</span>
                      <Badge tone={employee.isActive ? 'green' : 'grey'}>
                        {employee.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
};
