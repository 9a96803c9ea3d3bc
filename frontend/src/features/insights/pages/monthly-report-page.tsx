import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { PrintHeading } from '@/components/print-heading';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { todayIsoDate } from '@/lib/dates';
import { useSiteSettings } from '@/lib/site-settings';
import { insightsQueryOptions } from '../api/get-insights';
import { monthLabel } from '../insight-tables';
import { lastDayOf, monthBefore } from '../calendar-months';
import { monthlySections, type ReportSection } from '../monthly-figures';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const Section = ({ section }: { section: ReportSection }) => (
  <Card className="break-inside-avoid print:shadow-none">
    <CardHeader className="print:py-2">
      <CardTitle className="text-base">{section.title}</CardTitle>
    </CardHeader>
    <CardContent className="print:pb-2">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {section.lines.map(([label, figure]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right font-semibold text-slate-900 tabular-nums">{figure}</dd>
          </div>
        ))}
      </dl>
    </CardContent>
  </Card>
);

/**
 * /insights/report?month=YYYY-MM: one printable page of a month's safety figures (by default the
 * last whole month), read from the same answer as the Insights page for those days.
 */
export const MonthlyReportPage = () => {
  const [params, setParams] = useSearchParams();
  const today = useSiteSettings()?.today ?? todayIsoDate();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) && asked <= today.slice(0, 7) ? asked : monthBefore(today.slice(0, 7));
  const query = useQuery(
    insightsQueryOptions({
      period: 'custom',
      year: '',
      from: `${month}-01`,
      to: lastDayOf(month),
      company: '',
      establishment: '',
      department: '',
      type: '',
      severity: '',
    }),
  );
  const answer = query.data;
  const scope = answer?.scopedToDepartment
    ? `${answer.scopedToDepartment} department`
    : 'All departments and sites';
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          eyebrow={<BackLink to="/insights">Insights</BackLink>}
          title="Monthly Safety Report"
          description={`${monthLabel(month)}: the month's figures on one page, as the Insights page shows them. ${scope}.`}
          actions={
            <Button onClick={() => window.print()} disabled={!answer}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          }
        />
        <div className="mb-6 grid max-w-xs gap-1">
          <Label htmlFor="report-month">Month</Label>
          <Input
            id="report-month"
            type="month"
            value={month}
            max={today.slice(0, 7)}
            onChange={(e) => {
              if (MONTH.test(e.target.value)) setParams({ month: e.target.value }, { replace: true });
            }}
          />
        </div>
      </div>
      <PrintHeading title="Monthly Safety Report" period={monthLabel(month)} scope={scope} />
      {query.isPending && <StatusMessage kind="loading">Loading the figures...</StatusMessage>}
      {query.isError && <QueryError query={query}>Failed to load the figures.</QueryError>}
      {answer && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-2">
          {monthlySections(answer).map((section) => (
            <Section key={section.title} section={section} />
          ))}
        </div>
      )}
    </>
  );
};
