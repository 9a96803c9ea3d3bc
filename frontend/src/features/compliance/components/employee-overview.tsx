import type { ComplianceSummary } from '@hs/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { COMPLIANCE_SCOPE } from '@/lib/compliance-words';
import { formatDate } from '@/lib/dates';

/** Employee overview from the real figures. */
export const EmployeeOverview = ({ summary }: { summary: ComplianceSummary }) => {
  const items = [
    { label: 'Active employees', value: summary.activeEmployees, tone: 'text-slate-900' },
    { label: 'With no overdue training', value: summary.upToDateEmployees, tone: 'text-green-800' },
    { label: 'Overdue assignments', value: summary.overdueAssignments, tone: 'text-red-800' },
    { label: 'Open assignments', value: summary.openAssignments, tone: 'text-slate-900' },
    { label: 'Completed assignments', value: summary.completedAssignments, tone: 'text-slate-900' },
  ];
  return (
    <Card aria-labelledby="employee-overview-title">
      <CardHeader>
        <CardTitle id="employee-overview-title" className="text-base">
          Employee Overview
        </CardTitle>
        <CardDescription>
          {COMPLIANCE_SCOPE}, on {formatDate(summary.compliance.asOf)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {items.map(({ label, value, tone }) => (
            <div
              key={label}
              className="flex items-baseline justify-between gap-3 border-b border-slate-100 pb-2 last:border-0 last:pb-0"
            >
              <dt className="text-slate-700">{label}</dt>
              <dd className={`text-xl font-bold ${tone}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
};
