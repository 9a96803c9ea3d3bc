import type { ComplianceSummary } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { StatusMessage } from '@/components/ui/status-message';
import { departmentStanding, percentText } from '../compliance-figures';

type DepartmentRow = ComplianceSummary['departments'][number];

const columns: TableColumn<DepartmentRow>[] = [
  { header: 'Department', cell: (row) => row.department, rowHeader: true, card: 'title' },
  { header: 'Employees', cell: (row) => row.employees },
  { header: 'Up to Date', cell: (row) => row.upToDate },
  { header: 'Compliance', cell: (row) => percentText(row.rate), className: 'font-semibold text-slate-900' },
  {
    header: 'Status',
    card: 'badge',
    cell: (row) => {
      const standing = departmentStanding(row.rate);
      return <Badge tone={standing.tone}>{standing.label}</Badge>;
    },
  },
];

/** The department table, fed by the real figures per department. */
export const DepartmentTable = ({ departments }: { departments: ComplianceSummary['departments'] }) => (
  <Card aria-labelledby="departments-title">
    <CardHeader>
      <div>
        <CardTitle id="departments-title">Compliance by Department</CardTitle>
        <CardDescription>
          Active employees with no overdue training assignment, per department.
        </CardDescription>
      </div>
    </CardHeader>
    {departments.length === 0 ? (
      <StatusMessage kind="empty">No active employees yet.</StatusMessage>
    ) : (
      <ResponsiveTable
        caption="Training compliance by department"
        columns={columns}
        rows={departments}
        rowKey={(row) => row.department}
      />
    )}
  </Card>
);
