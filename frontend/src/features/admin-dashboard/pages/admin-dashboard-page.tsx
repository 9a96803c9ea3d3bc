import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowRight, CalendarDays, ClipboardList, GraduationCap, Hourglass } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { DEFAULT_INCIDENTS_EMPTY, IncidentRows } from '@/features/incidents';
import { adminDashboardQueryOptions } from '../api/get-admin-dashboard';
import { AdminQuickActions } from '../components/admin-quick-actions';
import { AuditIntegrityCard } from '../components/audit-integrity-card';
import { ParkedEventsCard } from '../components/parked-events-card';
import { SafetyHotlineCard } from '../components/safety-hotline-card';
import { StatCard } from '@/components/ui/stat-card';
import { areaNote, percentText } from '@/lib/compliance-words';
import { OshaRatesCard } from '@/features/osha-clocks';
import { OutgoingMailCard, outgoingMailQueryOptions } from '@/features/outgoing-mail';

/** /admin, for administrators; the router sends others to /auth. */
export const AdminDashboardPage = () => {
  const dashboard = useQuery(adminDashboardQueryOptions());
  const { data, isPending, isError } = dashboard;
  const failedMails = useQuery(outgoingMailQueryOptions('failed')).data?.counts.failed;
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Incident review at a glance: what is waiting, what came in this month, and whether the audit trail is intact."
      />
      {isError ? (
        <Card className="mb-6">
          <QueryError query={dashboard}>Failed to load dashboard data</QueryError>
        </Card>
      ) : (
        <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Total Incidents"
            value={data?.totalIncidents.toString()}
            note="Every report on record, all departments."
            icon={ClipboardList}
            tone="brand"
          />
          <StatCard
            label="Pending Review"
            value={data?.pendingReview.toString()}
            note="Submitted and not yet acknowledged."
            icon={Hourglass}
            tone="yellow"
          />
          <StatCard
            label="Monthly Incidents"
            value={data?.monthlyIncidents.toString()}
            note="Incidents dated this month, all departments."
            icon={CalendarDays}
            tone="blue"
          />
          <StatCard
            label="Training Compliance"
            value={data ? percentText(data.compliance.training?.rate) : undefined}
            note={data ? `This month. ${areaNote(data.compliance, 'training')}` : 'This month.'}
            icon={GraduationCap}
            tone="green"
          />
        </div>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card aria-labelledby="admin-recent-title" className="lg:col-span-2">
          <CardHeader>
            <div>
              <CardTitle id="admin-recent-title">Recent Incidents</CardTitle>
              <CardDescription>The five newest reports.</CardDescription>
            </div>
            <Button asChild variant="link">
              <Link to="/incidents">
                View All
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardHeader>
          {isPending ? (
            <StatusMessage kind="loading">Loading incidents...</StatusMessage>
          ) : isError ? (
            <StatusMessage kind="error">Failed to load incidents</StatusMessage>
          ) : data.recentIncidents.length === 0 ? (
            <StatusMessage kind="empty">{DEFAULT_INCIDENTS_EMPTY}</StatusMessage>
          ) : (
            <IncidentRows caption="The five newest incident reports" rows={data.recentIncidents} />
          )}
        </Card>
        <div className="grid gap-6">
          <AdminQuickActions pending={data?.pendingReview} failedMails={failedMails} />
          <SafetyHotlineCard />
        </div>
      </div>

      <div className="mt-6 grid gap-6">
        <OshaRatesCard />
        <OutgoingMailCard />
        <ParkedEventsCard />
        <AuditIntegrityCard />
      </div>
    </>
  );
};
