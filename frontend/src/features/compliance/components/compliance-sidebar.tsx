import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, CalendarClock, FolderOpen } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { useSignedInUser } from '@/lib/session';
import { requiredSignaturesQueryOptions } from '@/features/documents';
import { ReportComplianceIssueDialog } from '@/features/safety-inbox';
import { trainingAssignmentsQueryOptions } from '@/features/training';
import { upcomingDeadlines } from '../upcoming-deadlines';

const resources = [
  { label: 'Safety Policies', to: '/documents?category=Policy' },
  { label: 'Safety Procedures', to: '/documents?category=Procedures' },
  { label: 'Risk Assessments', to: '/documents?category=Assessment' },
  { label: 'Safety Data Sheets (SDS)', to: '/documents?category=SDS' },
];

const linkClasses =
  'rounded-sm font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** The signed-in user's own deadlines: signatures owed and trainings assigned to them. */
const MyDeadlines = () => {
  const user = useSignedInUser();
  const signatures = useQuery(requiredSignaturesQueryOptions(user.id));
  const trainings = useQuery(trainingAssignmentsQueryOptions(user.id));
  if (signatures.isPending || trainings.isPending) {
    return <StatusMessage kind="loading">Loading your deadlines...</StatusMessage>;
  }
  if (signatures.isError || trainings.isError) {
    return <StatusMessage kind="error">Failed to load your deadlines</StatusMessage>;
  }
  const deadlines = upcomingDeadlines(signatures.data, trainings.data);
  if (deadlines.length === 0) {
    return (
      <p className="text-sm text-slate-700">Nothing is due for you: no signature or training is waiting.</p>
    );
  }
  return (
    <ul className="grid gap-3 text-sm">
      {deadlines.map(({ key, title, due, overdue }) => (
        <li key={key} className={cn('border-l-4 pl-3', overdue ? 'border-red-600' : 'border-brand-600')}>
          <p className="font-medium text-slate-900">{title}</p>
          <p className={cn('text-xs', overdue ? 'font-semibold text-red-800' : 'text-slate-700')}>
            {overdue ? 'Overdue, was due' : 'Due'} {formatDate(due)}
          </p>
        </li>
      ))}
    </ul>
  );
};

/** The user's deadlines, resources and the Report Compliance Issue button. */
export const ComplianceSidebar = () => (
  <aside className="grid content-start gap-6" aria-label="Deadlines and resources">
    <Card aria-labelledby="deadlines-title">
      <CardHeader>
        <CardTitle id="deadlines-title" className="flex items-center gap-2 text-base">
          <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
          Upcoming Deadlines
        </CardTitle>
      </CardHeader>
      <CardContent>
        <MyDeadlines />
      </CardContent>
    </Card>
    <Card aria-labelledby="resources-title">
      <CardHeader>
        <CardTitle id="resources-title" className="flex items-center gap-2 text-base">
          <BookOpen className="size-5 text-brand-700" aria-hidden="true" />
          Compliance Resources
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2.5 text-sm">
          {resources.map(({ label, to }) => (
            <li key={to} className="flex items-center gap-2">
              <FolderOpen className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <Link to={to} className={linkClasses}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
    <ReportComplianceIssueDialog department={useSignedInUser().department} />
  </aside>
);
