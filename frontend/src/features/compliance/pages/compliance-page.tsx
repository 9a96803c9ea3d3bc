import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import type { ComplianceSummary } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label, NativeSelect } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/query-state';
import { complianceSummaryQueryOptions } from '../api/get-compliance-summary';
import { ComplianceGauges } from '../components/compliance-gauges';
import { ComplianceRateCircle } from '../components/compliance-rate-circle';
import { ComplianceSidebar } from '../components/compliance-sidebar';
import { DepartmentTable } from '../components/department-table';
import { EmployeeOverview } from '../components/employee-overview';
import { complianceGauges } from '../compliance-figures';
import { recentMonths } from '../months';
import { formatDate, todayIsoDate } from '@/lib/dates';
import { OshaRatesCard } from '@/features/osha-clocks';

const Figures = ({ summary }: { summary: ComplianceSummary }) => {
  const { compliance } = summary;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-700">
        Figures of all departments from {formatDate(compliance.from)} to {formatDate(compliance.asOf)}.
      </p>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <ComplianceRateCircle rate={compliance.overall} />
        <ComplianceGauges gauges={complianceGauges(compliance)} />
        <EmployeeOverview summary={summary} />
      </div>
      <DepartmentTable departments={summary.departments} />
    </div>
  );
};

const ComplianceFigures = ({ month }: { month: string }) => {
  const query = useQuery(complianceSummaryQueryOptions(month));
  return (
    <QueryState
      query={query}
      loading="Loading compliance data..."
      failed="Failed to load compliance data"
      frame={(message) => <Card>{message}</Card>}
    >
      {(summary) => <Figures summary={summary} />}
    </QueryState>
  );
};

/** /compliance, Compliance Management. */
export const CompliancePage = () => {
  // Today on the site's calendar (its TIME_ZONE), not the browser's.
  const months = recentMonths(todayIsoDate());
  const [month, setMonth] = useState<string>(months[0]!.value);
  return (
    <>
      <PageHeader
        title="Compliance Management"
        description="Training, documentation and inspection compliance across departments."
        actions={
          <>
            <div className="flex items-center gap-2">
              <Label htmlFor="compliance-month">Month</Label>
              <NativeSelect
                id="compliance-month"
                className="w-48"
                value={month}
                onChange={(e) => setMonth(e.target.value)}
              >
                {months.map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {/* Kept from the specification: Print and Export are inert until reports are designed. */}
            <Button variant="secondary" disabled title="Coming soon">
              <Printer aria-hidden="true" />
              Print<span className="sr-only"> (coming soon)</span>
            </Button>
            <Button variant="secondary" disabled title="Coming soon">
              <Download aria-hidden="true" />
              Export<span className="sr-only"> (coming soon)</span>
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <ComplianceFigures month={month} />
        <ComplianceSidebar />
      </div>
      <OshaRatesCard className="mt-6" />
    </>
  );
};
