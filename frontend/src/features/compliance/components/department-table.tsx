import type { ComplianceSummary } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { departmentStanding, percentText } from '../compliance-figures';

const columns = ['Department', 'Employees', 'Up to Date', 'Compliance', 'Status'];

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
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[520px] text-left text-sm">
          <caption className="sr-only">Training compliance by department</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold first:pl-5 last:pr-5">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {departments.map(({ department, employees, upToDate, rate }) => {
              const standing = departmentStanding(rate);
              return (
                <tr key={department}>
                  <th scope="row" className="py-3 pr-3 pl-5 font-semibold text-slate-900">
                    {department}
                  </th>
                  <td className="px-3 py-3 text-slate-800">{employees}</td>
                  <td className="px-3 py-3 text-slate-800">{upToDate}</td>
                  <td className="px-3 py-3 font-semibold text-slate-900">{percentText(rate)}</td>
                  <td className="py-3 pr-5 pl-3">
                    <Badge tone={standing.tone}>{standing.label}</Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    )}
  </Card>
);
