import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import type { ComplianceSummary } from '@hs/contracts';
import { PrintHeading } from '@/components/print-heading';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label, NativeSelect } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/query-state';
import { toast } from '@/components/ui/toast-store';
import { COMPLIANCE_SCOPE } from '@/lib/compliance-words';
import { failureText } from '@/lib/http';
import { downloadComplianceSummary } from '../api/download-compliance-summary';
import { complianceSummaryQueryOptions } from '../api/get-compliance-summary';
import { ComplianceGauges } from '../components/compliance-gauges';
import { ComplianceRateCircle } from '../components/compliance-rate-circle';
import { ComplianceSidebar } from '../components/compliance-sidebar';
import { DepartmentTable } from '../components/department-table';
import { EmployeeOverview } from '../components/employee-overview';
import { complianceGauges } from '../compliance-figures';
import { recentMonths, type MonthOption } from '../months';
import { formatDate, todayIsoDate } from '@/lib/dates';
import { OshaRatesCard } from '@/features/osha-clocks';
import '../compliance-print.css';

const Figures = ({ summary, month }: { summary: ComplianceSummary; month: MonthOption }) => {
  const { compliance } = summary;
  return (
    <div className="grid gap-6 print:gap-3">
      <PrintHeading
        title="Compliance Management report"
        period={`${month.label}: ${formatDate(compliance.from)} to ${formatDate(compliance.asOf)}`}
        scope={COMPLIANCE_SCOPE}
      />
      <p className="text-sm text-slate-700 print:hidden">
        Figures of all departments from {formatDate(compliance.from)} to {formatDate(compliance.asOf)}.
      </p>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3 print:grid-cols-3 print:gap-3">
        <ComplianceRateCircle rate={compliance.overall} />
        <ComplianceGauges gauges={complianceGauges(compliance)} />
        <EmployeeOverview summary={summary} />
      </div>
      <DepartmentTable departments={summary.departments} />
    </div>
  );
};

const ComplianceFigures = ({ month }: { month: MonthOption }) => {
  const query = useQuery(complianceSummaryQueryOptions(month.value));
  return (
    <QueryState
      query={query}
      loading="Loading compliance data..."
      failed="Failed to load compliance data"
      frame={(message) => <Card>{message}</Card>}
    >
      {(summary) => <Figures summary={summary} month={month} />}
    </QueryState>
  );
};

/** /compliance, Compliance Management. */
export const CompliancePage = () => {
  // Today on the site's calendar (its TIME_ZONE), not the browser's.
  const months = recentMonths(todayIsoDate());
  const [month, setMonth] = useState<string>(months[0]!.value);
  const chosen = months.find((m) => m.value === month) ?? months[0]!;
  const exportCsv = () =>
    downloadComplianceSummary(month).catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: failureText(error, 'Try again.'),
      }),
    );
  return (
    <div className="compliance-report">
      {/* On paper the report heading replaces the page's, and the controls go. */}
      <div className="print:hidden">
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
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print<span className="sr-only"> the compliance report</span>
              </Button>
              <Button variant="secondary" onClick={exportCsv}>
                <Download aria-hidden="true" />
                Export<span className="sr-only"> the compliance figures as CSV</span>
              </Button>
            </>
          }
        />
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] print:block">
        <ComplianceFigures month={chosen} />
        {/* The report is the month's figures; the reader's own deadlines and the year's OSHA rates stay on screen. */}
        <div className="print:hidden">
          <ComplianceSidebar />
        </div>
      </div>
      <OshaRatesCard className="mt-6 print:hidden" />
    </div>
  );
};
