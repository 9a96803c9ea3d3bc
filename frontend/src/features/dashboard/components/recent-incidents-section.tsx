import { Link } from 'react-router';
import { ArrowRight, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { IncidentTable } from '@/features/incidents';

/** The dashboard shows the three newest reports. */
const DASHBOARD_INCIDENT_LIMIT = 3;

export const RecentIncidentsSection = () => (
  <Card aria-labelledby="recent-incidents-title">
    <CardHeader>
      <div>
        <CardTitle id="recent-incidents-title">Recent Incident Reports</CardTitle>
        <CardDescription>The latest reports from across all sites.</CardDescription>
      </div>
      <Button asChild variant="link">
        <Link to="/incidents">
          View All
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </CardHeader>
    <IncidentTable caption="Recent incident reports" limit={DASHBOARD_INCIDENT_LIMIT} />
    <CardFooter>
      <Button asChild>
        <Link to="/incidents/new">
          <Plus aria-hidden="true" />
          Submit New Incident Report
        </Link>
      </Button>
    </CardFooter>
  </Card>
);
