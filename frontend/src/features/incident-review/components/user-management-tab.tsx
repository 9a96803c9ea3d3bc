import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { EmployeeSummary } from '@hs/contracts';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { employeesQueryOptions } from '@/lib/employee-list';
import { roleLabels } from '@/lib/role-labels';
import { isAdmin, useSignedInUser } from '@/lib/session';

export const adminLinkClasses =
  'inline-flex min-h-11 items-center rounded-sm font-semibold text-brand-800 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

const columns: TableColumn<EmployeeSummary>[] = [
  {
    header: 'Name',
    rowHeader: true,
    card: 'title',
    // Each name opens the person in Employee Management, where changes are made.
    cell: (e) => (
      <Link to={`/employee-management?employee=${encodeURIComponent(e.id)}`} className={adminLinkClasses}>
        {e.firstName} {e.lastName}
      </Link>
    ),
  },
  { header: 'Role', cell: (e) => roleLabels[e.role] },
  { header: 'Department', cell: (e) => e.department },
  {
    header: 'Status',
    card: 'badge',
    cell: (e) => <Badge tone={e.isActive ? 'green' : 'grey'}>{e.isActive ? 'Active' : 'Inactive'}</Badge>,
  },
];

/** Every account at a glance; each row opens the person in Employee Management, where changes are made. */
const EmployeeOverview = () => {
  const query = useQuery(employeesQueryOptions());
  return (
    <QueryState
      query={query}
      loading="Loading employees..."
      failed="Failed to load employees"
      frame={(message) => <Card>{message}</Card>}
    >
      {(employees) => {
        const active = employees.filter((e) => e.isActive).length;
        return (
          <Card aria-labelledby="user-management-title">
            <CardHeader>
              <div>
                <CardTitle id="user-management-title">Employees</CardTitle>
                <CardDescription>
                  {active} active and {employees.length - active} inactive accounts. Open a person to change
                  their role, reset a password or assign work.
                </CardDescription>
              </div>
              <Link to="/employee-management" className={adminLinkClasses}>
                Open Employee Management
              </Link>
            </CardHeader>
            <ResponsiveTable caption="Employees" columns={columns} rows={employees} rowKey={(e) => e.id} />
          </Card>
        );
      }}
    </QueryState>
  );
};

/** User Management: the accounts for an administrator; the safety officer is told who manages them. */
export const UserManagementTab = () => {
  const user = useSignedInUser();
  if (isAdmin(user)) return <EmployeeOverview />;
  return (
    <Card aria-labelledby="user-management-title">
      <CardHeader>
        <CardTitle id="user-management-title">User accounts are managed by administrators</CardTitle>
        <CardDescription>
          Ask an administrator to add a person, change a role or reset a password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-700">
          Who holds the training they must hold is in the{' '}
          <Link to="/training/matrix" className={adminLinkClasses}>
            Training Matrix
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
};
