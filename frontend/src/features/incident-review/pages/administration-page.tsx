import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ComingSoon } from '../components/coming-soon';
import { IncidentManagement } from '../components/incident-management';

const linkClasses =
  'rounded-sm font-semibold text-brand-800 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** /administration, for the safety team; the router shows others Access Restricted. */
export const AdministrationPage = () => (
  <>
    <PageHeader
      title="Administration"
      description="Search and review every incident, change its status, and print or export its report."
    />
    <Tabs defaultValue="incidents">
      <TabsList aria-label="Administration sections">
        <TabsTrigger value="incidents">Incident Management</TabsTrigger>
        <TabsTrigger value="users" className="inline-flex items-center gap-2">
          User Management
          <Badge tone="grey">Coming soon</Badge>
        </TabsTrigger>
        <TabsTrigger value="reports" className="inline-flex items-center gap-2">
          Reports &amp; Analytics
          <Badge tone="grey">Coming soon</Badge>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="incidents">
        <IncidentManagement />
      </TabsContent>
      <TabsContent value="users">
        <ComingSoon title="User Management is coming soon">
          Until then, add employees, change roles and assign work in{' '}
          <Link to="/employee-management" className={linkClasses}>
            Employee Management
          </Link>
          .
        </ComingSoon>
      </TabsContent>
      <TabsContent value="reports">
        <ComingSoon title="Reports & Analytics are coming soon">
          Trends across incidents, training and compliance will appear here. Each incident can already be
          printed or exported from Incident Management.
        </ComingSoon>
      </TabsContent>
    </Tabs>
  </>
);
