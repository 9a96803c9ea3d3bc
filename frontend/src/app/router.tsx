import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '@/features/layout/components/app-layout';
import { AuthLayout } from '@/features/layout/components/auth-layout';
import { RootLayout } from '@/features/layout/components/root-layout';
import { PageLoading } from '@/features/layout/components/page-loading';
import { RouteErrorPage } from '@/features/layout/pages/route-error-page';
import { NotFoundPage } from '@/features/layout/pages/not-found-page';
import {
  AdminOnly,
  AdminOnlyOrRedirect,
  ReviewersOnlyOrRedirect,
} from '@/features/auth/components/admin-only';
import { LoginPage } from '@/features/auth/pages/login-page';
import { oshaClocksQueryOptions } from '@/features/osha-clocks';
import { currentUserQueryOptions } from '@/lib/current-user';
import { isSafetyTeam, reviewsIncidents } from '@/lib/roles';
import { queryClient } from './query-client';

/**
 * A page whose code is fetched the first time it is opened, so the download before first paint
 * holds only the frame (layouts, session check) and the login page, however many pages there are. The router fetches it
 * as soon as the page is asked for, beside the session check; until it has arrived a link keeps
 * the current page (the layouts show that it is loading) and a page opened directly shows the
 * frame with a loading message.
 */
const lazyPage = (load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => ({ element: await load() }),
  hydrateFallbackElement: <PageLoading />,
});

/**
 * The safety team's OSHA banner is at the top of the dashboard: the page is drawn once the clocks
 * are known (asked for beside the page's code), so the banner never pushes the page down on arrival.
 * A failed answer draws the page without the banner, as the banner itself does.
 */
const oshaBannerKnown = async (): Promise<null> => {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
  if (isSafetyTeam(user)) await queryClient.ensureQueryData(oshaClocksQueryOptions()).catch(() => null);
  return null;
};

const dashboardPage = () => ({
  ...lazyPage(async () => {
    const { DashboardPage } = await import('@/features/dashboard/pages/dashboard-page');
    return <DashboardPage />;
  }),
  loader: oshaBannerKnown,
});

// Both paths lead to the same form (docs/product.md, "Screens"); links to either must keep working.
const reportIncidentPage = () =>
  lazyPage(async () => {
    const { ReportIncidentPage } = await import('@/features/incidents/pages/report-incident-page');
    return <ReportIncidentPage />;
  });

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: 'auth', element: <LoginPage /> },
          {
            path: 'set-password',
            ...lazyPage(async () => {
              const { SetPasswordPage } = await import('@/features/auth/pages/set-password-page');
              return <SetPasswordPage />;
            }),
          },
          {
            path: 'admin-login',
            ...lazyPage(async () => {
              const { AdminLoginPage } = await import('@/features/auth/pages/admin-login-page');
              return <AdminLoginPage />;
            }),
          },
        ],
      },
      {
        path: '/',
        element: <AppLayout />,
        children: [
          { index: true, ...dashboardPage() },
          { path: 'dashboard', ...dashboardPage() },
          {
            path: 'account/password',
            ...lazyPage(async () => {
              const { ChangePasswordPage } = await import('@/features/auth/pages/change-password-page');
              return <ChangePasswordPage />;
            }),
          },
          {
            path: 'my-work',
            ...lazyPage(async () => {
              const { MyWorkPage } = await import('@/features/my-work/pages/my-work-page');
              return <MyWorkPage />;
            }),
          },
          {
            path: 'incidents',
            ...lazyPage(async () => {
              const { IncidentsPage } = await import('@/features/incidents/pages/incidents-page');
              return <IncidentsPage />;
            }),
          },
          { path: 'incidents/new', ...reportIncidentPage() },
          { path: 'incidents/report', ...reportIncidentPage() },
          {
            path: 'incidents/:id/confirmation',
            ...lazyPage(async () => {
              const { ReportConfirmationPage } =
                await import('@/features/incidents/pages/report-confirmation-page');
              return <ReportConfirmationPage />;
            }),
          },
          {
            path: 'incidents/:id',
            ...lazyPage(async () => {
              const { IncidentDetailPage } = await import('@/features/incidents/pages/incident-detail-page');
              return <IncidentDetailPage />;
            }),
          },
          {
            path: 'actions',
            ...lazyPage(async () => {
              const { ActionsPage } = await import('@/features/actions/pages/actions-page');
              return <ActionsPage />;
            }),
          },
          {
            path: 'actions/new',
            ...lazyPage(async () => {
              const { NewActionPage } = await import('@/features/actions/pages/new-action-page');
              // Raising actions is for reviewers; the server checks the owner's department as well.
              return (
                <AdminOnly
                  allow={reviewsIncidents}
                  deniedTitle="Access Restricted"
                  deniedMessage="Only supervisors, safety officers and administrators may raise actions."
                >
                  <NewActionPage />
                </AdminOnly>
              );
            }),
          },
          {
            path: 'actions/:id',
            ...lazyPage(async () => {
              const { ActionDetailPage } = await import('@/features/actions/pages/action-detail-page');
              return <ActionDetailPage />;
            }),
          },
          {
            path: 'training',
            ...lazyPage(async () => {
              const { TrainingCenterPage } = await import('@/features/training/pages/training-center-page');
              return <TrainingCenterPage />;
            }),
          },
          {
            path: 'compliance',
            ...lazyPage(async () => {
              const { CompliancePage } = await import('@/features/compliance/pages/compliance-page');
              return <CompliancePage />;
            }),
          },
          {
            path: 'documents',
            ...lazyPage(async () => {
              const { DocumentsPage } = await import('@/features/documents/pages/documents-page');
              return <DocumentsPage />;
            }),
          },
          {
            path: 'documents/upload',
            ...lazyPage(async () => {
              const { UploadDocumentPage } = await import('@/features/documents/pages/upload-document-page');
              return <UploadDocumentPage />;
            }),
          },
          {
            path: 'documents/approvals',
            ...lazyPage(async () => {
              const { DocumentApprovalsPage } =
                await import('@/features/documents/pages/document-approvals-page');
              return <DocumentApprovalsPage />;
            }),
          },
          {
            path: 'documents/:id',
            ...lazyPage(async () => {
              const { DocumentDetailPage } = await import('@/features/documents/pages/document-detail-page');
              return <DocumentDetailPage />;
            }),
          },
          {
            path: 'required-signatures',
            ...lazyPage(async () => {
              const { RequiredSignaturesPage } =
                await import('@/features/documents/pages/required-signatures-page');
              return <RequiredSignaturesPage />;
            }),
          },
          {
            path: 'employee-management',
            ...lazyPage(async () => {
              const { EmployeeManagementPage } =
                await import('@/features/employees/pages/employee-management-page');
              return (
                <AdminOnly
                  deniedTitle="Access Denied"
                  deniedMessage="You need admin privileges to access this page."
                >
                  <EmployeeManagementPage />
                </AdminOnly>
              );
            }),
          },
          {
            path: 'osha/301/:incidentId',
            ...lazyPage(async () => {
              const { Form301Page } = await import('@/features/osha-301/pages/form-301-page');
              return (
                <AdminOnly
                  allow={isSafetyTeam}
                  deniedTitle="Access Denied"
                  deniedMessage="Only safety officers and administrators may see Form 301."
                >
                  <Form301Page />
                </AdminOnly>
              );
            }),
          },
          {
            path: 'osha/ita',
            ...lazyPage(async () => {
              const { ItaPage } = await import('@/features/osha-ita/pages/ita-page');
              return (
                <AdminOnly
                  deniedTitle="Access Denied"
                  deniedMessage="You need admin privileges to access this page."
                >
                  <ItaPage />
                </AdminOnly>
              );
            }),
          },
          {
            path: 'inspections',
            ...lazyPage(async () => {
              const { InspectionsPage } = await import('@/features/inspections/pages/inspections-page');
              return <InspectionsPage />;
            }),
          },
          {
            path: 'inspections/templates',
            ...lazyPage(async () => {
              const { TemplatesPage } = await import('@/features/inspections/pages/templates-page');
              return (
                <AdminOnly
                  allow={isSafetyTeam}
                  deniedTitle="Access Denied"
                  deniedMessage="Only safety officers and administrators manage inspection templates."
                >
                  <TemplatesPage />
                </AdminOnly>
              );
            }),
          },
          {
            path: 'inspections/:id',
            ...lazyPage(async () => {
              // actions imports inspections; the route adds the actions to an inspection, so no loop.
              const [{ InspectionPage }, { FindingActions }] = await Promise.all([
                import('@/features/inspections/pages/inspection-page'),
                import('@/features/actions'),
              ]);
              return (
                <InspectionPage
                  actionsOfFinding={(inspectionId, findingId) => (
                    <FindingActions inspectionId={inspectionId} findingId={findingId} />
                  )}
                />
              );
            }),
          },
          {
            path: 'inspections/:id/report',
            ...lazyPage(async () => {
              const [{ InspectionReportPage }, { FindingActions }] = await Promise.all([
                import('@/features/inspections/pages/inspection-report-page'),
                import('@/features/actions'),
              ]);
              return (
                <InspectionReportPage
                  actionsOfFinding={(inspectionId, findingId) => (
                    <FindingActions inspectionId={inspectionId} findingId={findingId} />
                  )}
                />
              );
            }),
          },
          {
            path: 'establishments',
            ...lazyPage(async () => {
              const { EstablishmentsPage } =
                await import('@/features/establishments/pages/establishments-page');
              return (
                <AdminOnly
                  deniedTitle="Access Denied"
                  deniedMessage="You need admin privileges to access this page."
                >
                  <EstablishmentsPage />
                </AdminOnly>
              );
            }),
          },
          {
            path: 'osha',
            ...lazyPage(async () => {
              const { OshaLogPage } = await import('@/features/osha/pages/osha-log-page');
              return (
                <AdminOnly
                  allow={isSafetyTeam}
                  deniedTitle="Access Restricted"
                  deniedMessage="The OSHA logs are for safety officers and administrators."
                >
                  <OshaLogPage />
                </AdminOnly>
              );
            }),
          },
          {
            path: 'osha/300a',
            ...lazyPage(async () => {
              const { OshaSummaryPage } = await import('@/features/osha/pages/osha-summary-page');
              return (
                <AdminOnly
                  allow={isSafetyTeam}
                  deniedTitle="Access Restricted"
                  deniedMessage="The OSHA logs are for safety officers and administrators."
                >
                  <OshaSummaryPage />
                </AdminOnly>
              );
            }),
          },
          {
            path: 'administration',
            ...lazyPage(async () => {
              const { AdministrationPage } =
                await import('@/features/incident-review/pages/administration-page');
              // Incident management is the safety team's review desk (docs/product.md, Roles).
              return (
                <AdminOnly
                  allow={isSafetyTeam}
                  deniedTitle="Access Restricted"
                  deniedMessage="Administrator clearance required to access this section."
                >
                  <AdministrationPage />
                </AdminOnly>
              );
            }),
          },
          {
            path: 'admin',
            ...lazyPage(async () => {
              const { AdminDashboardPage } =
                await import('@/features/admin-dashboard/pages/admin-dashboard-page');
              return (
                <AdminOnlyOrRedirect>
                  <AdminDashboardPage />
                </AdminOnlyOrRedirect>
              );
            }),
          },
          {
            path: 'notifications',
            ...lazyPage(async () => {
              const { NotificationsPage } = await import('@/features/notifications/pages/notifications-page');
              return <NotificationsPage />;
            }),
          },
          {
            path: 'notifications/settings',
            ...lazyPage(async () => {
              const { NotificationSettingsPage } =
                await import('@/features/notifications/pages/notification-settings-page');
              return <NotificationSettingsPage />;
            }),
          },
          {
            path: 'admin/notifications',
            ...lazyPage(async () => {
              const { AdminNotificationsPage } =
                await import('@/features/admin-dashboard/pages/admin-notifications-page');
              return (
                <ReviewersOnlyOrRedirect>
                  <AdminNotificationsPage />
                </ReviewersOnlyOrRedirect>
              );
            }),
          },
          {
            path: 'admin/outgoing-mail',
            ...lazyPage(async () => {
              const { OutgoingMailPage } = await import('@/features/outgoing-mail/pages/outgoing-mail-page');
              return (
                <AdminOnlyOrRedirect>
                  <OutgoingMailPage />
                </AdminOnlyOrRedirect>
              );
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
