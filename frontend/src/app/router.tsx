import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../features/layout/components/app-layout';
import { AuthLayout } from '../features/layout/components/auth-layout';
import { RootLayout } from '../features/layout/components/root-layout';
import { RouteErrorPage } from '../features/layout/pages/route-error-page';
import { NotFoundPage } from '../features/layout/pages/not-found-page';
import { AdminOnly, AdminOnlyOrRedirect } from '../features/auth/components/admin-only';
import { AdminLoginPage } from '../features/auth/pages/admin-login-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { EmployeeManagementPage } from '../features/employees/pages/employee-management-page';
import { IncidentsPage } from '../features/incidents/pages/incidents-page';
import { ReportIncidentPage } from '../features/incidents/pages/report-incident-page';
import { IncidentDetailPage } from '../features/incidents/pages/incident-detail-page';
import { AdminDashboardPage } from '../features/admin/pages/admin-dashboard-page';
import { AdminNotificationsPage } from '../features/admin/pages/admin-notifications-page';
import { AdministrationPage } from '../features/administration/pages/administration-page';
import { TrainingCenterPage } from '../features/training/pages/training-center-page';
import { CompliancePage } from '../features/compliance/pages/compliance-page';
import { DocumentsPage } from '../features/documents/pages/documents-page';
import { DocumentDetailPage } from '../features/documents/pages/document-detail-page';
import { RequiredSignaturesPage } from '../features/documents/pages/required-signatures-page';
import { UploadDocumentPage } from '../features/documents/pages/upload-document-page';

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: 'auth', element: <LoginPage /> },
          { path: 'admin-login', element: <AdminLoginPage /> },
        ],
      },
      {
        path: '/',
        element: <AppLayout />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'incidents', element: <IncidentsPage /> },
          // Both paths are linked in the spec (2.1) for the same form.
          { path: 'incidents/new', element: <ReportIncidentPage /> },
          { path: 'incidents/report', element: <ReportIncidentPage /> },
          { path: 'incidents/:id', element: <IncidentDetailPage /> },
          { path: 'training', element: <TrainingCenterPage /> },
          { path: 'compliance', element: <CompliancePage /> },
          { path: 'documents', element: <DocumentsPage /> },
          { path: 'documents/upload', element: <UploadDocumentPage /> },
          { path: 'documents/:id', element: <DocumentDetailPage /> },
          { path: 'required-signatures', element: <RequiredSignaturesPage /> },
          {
            path: 'employee-management',
            element: (
              <AdminOnly
                deniedTitle="Access Denied"
                deniedMessage="You need admin privileges to access this page."
              >
                <EmployeeManagementPage />
              </AdminOnly>
            ),
          },
          {
            path: 'administration',
            element: (
              <AdminOnly
                deniedTitle="Access Restricted"
                deniedMessage="Administrator clearance required to access this section."
              >
                <AdministrationPage />
              </AdminOnly>
            ),
          },
          {
            path: 'admin',
            element: (
              <AdminOnlyOrRedirect>
                <AdminDashboardPage />
              </AdminOnlyOrRedirect>
            ),
          },
          {
            path: 'admin/notifications',
            element: (
              <AdminOnlyOrRedirect>
                <AdminNotificationsPage />
              </AdminOnlyOrRedirect>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
