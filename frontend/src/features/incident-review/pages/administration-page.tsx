import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { IncidentManagement } from '../components/incident-management';
import { ReportsTab } from '../components/reports-tab';
import { UserManagementTab } from '../components/user-management-tab';

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
        <TabsTrigger value="users">User Management</TabsTrigger>
        <TabsTrigger value="reports">Reports &amp; Analytics</TabsTrigger>
      </TabsList>
      <TabsContent value="incidents">
        <IncidentManagement />
      </TabsContent>
      <TabsContent value="users">
        <UserManagementTab />
      </TabsContent>
      <TabsContent value="reports">
        <ReportsTab />
      </TabsContent>
    </Tabs>
  </>
);
