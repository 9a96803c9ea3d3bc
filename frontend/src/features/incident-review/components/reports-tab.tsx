import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { todayIsoDate } from '@/lib/dates';
import { failureText } from '@/lib/http';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { downloadComplianceSummary } from '@/features/compliance';
import { adminLinkClasses } from './user-management-tab';

interface Report {
  title: string;
  to: string;
  what: string;
  adminsOnly?: boolean;
}

const reports: Report[] = [
  {
    title: 'Insights',
    to: '/insights',
    what: 'Incidents by month and type, where they happen, and how fast reports move through review.',
  },
  {
    title: 'Compliance report',
    to: '/compliance',
    what: 'Training, documentation and inspection compliance of a month, by department: print it or export it as CSV.',
  },
  {
    title: 'Safety metrics',
    to: '/dashboard',
    what: 'Incidents, near misses and compliance of this month, the last 3 months or the year to date: export or print them from the Safety Metrics Overview.',
  },
  {
    title: 'Training matrix',
    to: '/training/matrix',
    what: 'Who holds the courses they must hold, and until when: export it as CSV.',
  },
  {
    title: 'OSHA 300 log and 300A summary',
    to: '/osha',
    what: 'The recordable cases of a year and establishment, printable as the OSHA forms.',
  },
  {
    title: 'OSHA injury tracking (ITA) files',
    to: '/osha/ita',
    what: 'The CSV files OSHA’s Injury Tracking Application takes.',
    adminsOnly: true,
  },
];

/** Reports & Analytics: where each report and export is, and this month's compliance figures at a click. */
export const ReportsTab = () => {
  const user = useSignedInUser();
  const month = todayIsoDate().slice(0, 7);
  const exportCompliance = () =>
    downloadComplianceSummary(month).catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: failureText(error, 'Try again.'),
      }),
    );
  return (
    <Card aria-labelledby="reports-title">
      <CardHeader>
        <div>
          <CardTitle id="reports-title">Reports and exports</CardTitle>
          <CardDescription>
            Every figure is counted by the server, the same on each page and file.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200">
          {reports
            .filter((report) => !report.adminsOnly || isAdmin(user))
            .map((report) => (
              <li key={report.to} className="py-3 first:pt-0 last:pb-0">
                <Link to={report.to} className={adminLinkClasses}>
                  {report.title}
                </Link>
                <p className="text-sm text-slate-700">{report.what}</p>
                {report.to === '/compliance' && (
                  <Button variant="secondary" className="mt-2" onClick={exportCompliance}>
                    <Download aria-hidden="true" />
                    Export this month (CSV)
                  </Button>
                )}
              </li>
            ))}
        </ul>
      </CardContent>
    </Card>
  );
};
