import type { ComplianceSummary } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { StatusMessage } from '@/components/ui/status-message';
import { percentText } from '@/lib/compliance-words';
import { departmentStanding } from '../compliance-figures';

type DepartmentRow = ComplianceSummary['departments'][number];

const columns: TableColumn<DepartmentRow>[] = [
  { header: 'Department', cell: (row) => row.department, rowHeader: true, card: 'title' },
  { header: 'Active employees', cell: (row) => row.employees },
  { header: 'Trainings due', cell: (row) => row.training?.total ?? 0 },
  { header: 'Completed on time', cell: (row) => row.training?.completed ?? 0 },
  {
    header: 'Compliance',
    cell: (row) => percentText(row.training?.rate),
    className: 'font-semibold text-slate-900',
  },
  {
    header: 'Status',
    card: 'badge',
    cell: (row) => {
      if (!row.training) return <Badge tone="grey">No training due</Badge>;
      const standing = departmentStanding(row.training.rate);
      return <Badge tone={standing.tone}>{standing.label}</Badge>;
    },
  },
];

/** The department table: training compliance per department, by the same definition as the gauges. */
export const DepartmentTable = ({ departments }: { departments: ComplianceSummary['departments'] }) => (
  <Card aria-labelledby="departments-title">
    <CardHeader>
      <div>
        <CardTitle id="departments-title">Compliance by Department</CardTitle>
        <CardDescription>
          Trainings due in the period that were completed on time, per department.
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
