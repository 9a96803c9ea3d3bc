import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { CurrentUser } from '@hs/contracts';
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
import { isSafetyTeam, reviewsIncidents } from '@/lib/roles';

/** Wraps a page in the client-side half of its role check (the server refuses the data anyway). */
type Guard = (page: ReactNode) => ReactNode;

/** A screen of the app: its path, how its code is fetched, and who may see it. */
interface PageRoute {
  path?: string;
  index?: true;
  load: () => Promise<ReactNode>;
  guard?: Guard;
}

const onlyFor =
  (allow: ((user: CurrentUser) => boolean) | undefined, deniedTitle: string, deniedMessage: string): Guard =>
  (page) => (
    <AdminOnly allow={allow} deniedTitle={deniedTitle} deniedMessage={deniedMessage}>
      {page}
    </AdminOnly>
  );

const adminsOnly = onlyFor(undefined, 'Access Denied', 'You need admin privileges to access this page.');
const oshaLogsGuard = onlyFor(
  isSafetyTeam,
  'Access Restricted',
  'The OSHA logs are for safety officers and administrators.',
);
const adminsOrRedirect: Guard = (page) => <AdminOnlyOrRedirect>{page}</AdminOnlyOrRedirect>;
const reviewersOrRedirect: Guard = (page) => <ReviewersOnlyOrRedirect>{page}</ReviewersOnlyOrRedirect>;

/**
 * A page whose code is fetched the first time it is opened, so the download before first paint
 * holds only the frame (layouts, session check) and the login page, however many pages there are. The router fetches it
 * as soon as the page is asked for, beside the session check; until it has arrived a link keeps
 * the current page (the layouts show that it is loading) and a page opened directly shows the
 * frame with a loading message.
 */
const lazyPage = ({ load, guard = (page) => page, ...route }: PageRoute): RouteObject => ({
  ...route,
  lazy: async () => ({ element: guard(await load()) }),
  hydrateFallbackElement: <PageLoading />,
});

const dashboard = () => import('@/features/dashboard/pages/dashboard-page').then((m) => <m.DashboardPage />);

// Both paths lead to the same form (docs/product.md, "Screens"); links to either must keep working.
const reportIncident = () =>
  import('@/features/incidents/pages/report-incident-page').then((m) => <m.ReportIncidentPage />);

// actions imports inspections; the route adds the actions to an inspection, so no loop.
const actionsOfFinding = async () => {
  const { FindingActions } = await import('@/features/actions');
  return (inspectionId: string, findingId: string) => (
    <FindingActions inspectionId={inspectionId} findingId={findingId} />
  );
};

const authPages: PageRoute[] = [
  {
    path: 'set-password',
    load: () => import('@/features/auth/pages/set-password-page').then((m) => <m.SetPasswordPage />),
  },
  {
    path: 'admin-login',
    load: () => import('@/features/auth/pages/admin-login-page').then((m) => <m.AdminLoginPage />),
  },
];

const appPages: PageRoute[] = [
  { index: true, load: dashboard },
  { path: 'dashboard', load: dashboard },
  {
    path: 'account/password',
    load: () => import('@/features/auth/pages/change-password-page').then((m) => <m.ChangePasswordPage />),
  },
  {
    path: 'my-work',
    load: () => import('@/features/my-work/pages/my-work-page').then((m) => <m.MyWorkPage />),
  },
  {
    path: 'incidents',
    load: () => import('@/features/incidents/pages/incidents-page').then((m) => <m.IncidentsPage />),
  },
  { path: 'incidents/new', load: reportIncident },
  { path: 'incidents/report', load: reportIncident },
  {
    path: 'incidents/:id/confirmation',
    load: () =>
      import('@/features/incidents/pages/report-confirmation-page').then((m) => <m.ReportConfirmationPage />),
  },
  {
    path: 'incidents/:id',
    load: () =>
      import('@/features/incidents/pages/incident-detail-page').then((m) => <m.IncidentDetailPage />),
  },
  {
    path: 'incidents/:id/investigation',
    load: () =>
      import('@/features/investigations/pages/investigation-page').then((m) => <m.InvestigationPage />),
  },
  {
    path: 'incidents/:id/investigation/report',
    load: () =>
      import('@/features/investigations/pages/investigation-report-page').then((m) => (
        <m.InvestigationReportPage />
      )),
  },
  {
    path: 'investigations',
    load: () =>
      import('@/features/investigations/pages/investigations-page').then((m) => <m.InvestigationsPage />),
    // Employees see the investigations they are on from their incidents; the list is the reviewers'.
    guard: onlyFor(
      reviewsIncidents,
      'Access Restricted',
      'The list of investigations is for supervisors, safety officers and administrators.',
    ),
  },
  {
    path: 'insights',
    load: () => import('@/features/insights/pages/insights-page').then((m) => <m.InsightsPage />),
    guard: onlyFor(
      reviewsIncidents,
      'Access Restricted',
      'Insights are for supervisors, safety officers and administrators.',
    ),
  },
  {
    path: 'insights/report',
    load: () => import('@/features/insights/pages/monthly-report-page').then((m) => <m.MonthlyReportPage />),
    guard: onlyFor(
      reviewsIncidents,
      'Access Restricted',
      'Insights are for supervisors, safety officers and administrators.',
    ),
  },
  {
    path: 'admin/risk-matrix',
    load: () => import('@/features/investigations/pages/risk-matrix-page').then((m) => <m.RiskMatrixPage />),
    guard: adminsOnly,
  },
  {
    path: 'actions',
    load: () => import('@/features/actions/pages/actions-page').then((m) => <m.ActionsPage />),
  },
  {
    path: 'actions/new',
    load: () => import('@/features/actions/pages/new-action-page').then((m) => <m.NewActionPage />),
    // Raising actions is for reviewers; the server checks the owner's department as well.
    guard: onlyFor(
      reviewsIncidents,
      'Access Restricted',
      'Only supervisors, safety officers and administrators may raise actions.',
    ),
  },
  {
    path: 'actions/:id',
    load: () => import('@/features/actions/pages/action-detail-page').then((m) => <m.ActionDetailPage />),
  },
  {
    path: 'training',
    load: () =>
      import('@/features/training/pages/training-center-page').then((m) => <m.TrainingCenterPage />),
  },
  {
    path: 'training/schedule',
    load: () => import('@/features/training/pages/my-schedule-page').then((m) => <m.MySchedulePage />),
  },
  {
    path: 'training/:id/attendance',
    load: () => import('@/features/training/pages/attendance-page').then((m) => <m.AttendancePage />),
    // No instructor role exists: the safety team marks the sheet, and the server refuses the rest.
    guard: onlyFor(
      isSafetyTeam,
      'Access Restricted',
      'Attendance sheets are kept by safety officers and administrators.',
    ),
  },
  {
    path: 'training/:id/quiz',
    load: () => import('@/features/training-quiz/pages/take-quiz-page').then((m) => <m.TakeQuizPage />),
  },
  {
    path: 'training/:id/quiz/setup',
    load: () => import('@/features/training-quiz/pages/quiz-setup-page').then((m) => <m.QuizSetupPage />),
    guard: onlyFor(
      isSafetyTeam,
      'Access Restricted',
      'Course quizzes are set by safety officers and administrators.',
    ),
  },
  {
    path: 'training/certificates',
    load: () =>
      import('@/features/training-certificates/pages/certificates-page').then((m) => <m.CertificatesPage />),
  },
  {
    path: 'training/matrix',
    load: () =>
      import('@/features/training-matrix/pages/training-matrix-page').then((m) => <m.TrainingMatrixPage />),
    // The server scopes a supervisor to their department and refuses everyone else.
    guard: onlyFor(
      reviewsIncidents,
      'Access Restricted',
      'The training matrix is for supervisors, safety officers and administrators.',
    ),
  },
  {
    path: 'safety-inbox',
    load: () => import('@/features/safety-inbox/pages/safety-inbox-page').then((m) => <m.SafetyInboxPage />),
  },
  {
    path: 'safety-inbox/:id',
    load: () =>
      import('@/features/safety-inbox/pages/safety-inbox-item-page').then((m) => <m.SafetyInboxItemPage />),
  },
  {
    path: 'compliance',
    load: () => import('@/features/compliance/pages/compliance-page').then((m) => <m.CompliancePage />),
  },
  {
    path: 'documents',
    load: () => import('@/features/documents/pages/documents-page').then((m) => <m.DocumentsPage />),
  },
  {
    path: 'documents/upload',
    load: () =>
      import('@/features/documents/pages/upload-document-page').then((m) => <m.UploadDocumentPage />),
  },
  {
    path: 'documents/approvals',
    load: () =>
      import('@/features/documents/pages/document-approvals-page').then((m) => <m.DocumentApprovalsPage />),
  },
  {
    path: 'documents/:id',
    load: () =>
      import('@/features/documents/pages/document-detail-page').then((m) => <m.DocumentDetailPage />),
  },
  {
    path: 'required-signatures',
    load: () =>
      import('@/features/documents/pages/required-signatures-page').then((m) => <m.RequiredSignaturesPage />),
  },
  {
    path: 'employee-management',
    load: () =>
      import('@/features/employees/pages/employee-management-page').then((m) => <m.EmployeeManagementPage />),
    guard: adminsOnly,
  },
  {
    path: 'osha/301/:incidentId',
    load: () => import('@/features/osha-301/pages/form-301-page').then((m) => <m.Form301Page />),
    guard: onlyFor(
      isSafetyTeam,
      'Access Denied',
      'Only safety officers and administrators may see Form 301.',
    ),
  },
  {
    path: 'osha/ita',
    load: () => import('@/features/osha-ita/pages/ita-page').then((m) => <m.ItaPage />),
    guard: adminsOnly,
  },
  {
    path: 'inspections',
    load: () => import('@/features/inspections/pages/inspections-page').then((m) => <m.InspectionsPage />),
  },
  {
    path: 'inspections/templates',
    load: () => import('@/features/inspections/pages/templates-page').then((m) => <m.TemplatesPage />),
    guard: onlyFor(
      isSafetyTeam,
      'Access Denied',
      'Only safety officers and administrators manage inspection templates.',
    ),
  },
  {
    path: 'inspections/:id',
    load: async () => {
      const [{ InspectionPage }, actions] = await Promise.all([
        import('@/features/inspections/pages/inspection-page'),
        actionsOfFinding(),
      ]);
      return <InspectionPage actionsOfFinding={actions} />;
    },
  },
  {
    path: 'inspections/:id/report',
    load: async () => {
      const [{ InspectionReportPage }, actions] = await Promise.all([
        import('@/features/inspections/pages/inspection-report-page'),
        actionsOfFinding(),
      ]);
      return <InspectionReportPage actionsOfFinding={actions} />;
    },
  },
  {
    path: 'establishments',
    load: () =>
      import('@/features/establishments/pages/establishments-page').then((m) => <m.EstablishmentsPage />),
    guard: adminsOnly,
  },
  {
    path: 'osha',
    load: () => import('@/features/osha/pages/osha-log-page').then((m) => <m.OshaLogPage />),
    guard: oshaLogsGuard,
  },
  {
    path: 'osha/300a',
    load: () => import('@/features/osha/pages/osha-summary-page').then((m) => <m.OshaSummaryPage />),
    guard: oshaLogsGuard,
  },
  {
    path: 'administration',
    load: () =>
      import('@/features/incident-review/pages/administration-page').then((m) => <m.AdministrationPage />),
    // Incident management is the safety team's review desk (docs/product.md, Roles).
    guard: onlyFor(
      isSafetyTeam,
      'Access Restricted',
      'Administrator clearance required to access this section.',
    ),
  },
  {
    path: 'admin',
    load: () =>
      import('@/features/admin-dashboard/pages/admin-dashboard-page').then((m) => <m.AdminDashboardPage />),
    guard: adminsOrRedirect,
  },
  {
    path: 'notifications',
    load: () =>
      import('@/features/notifications/pages/notifications-page').then((m) => <m.NotificationsPage />),
  },
  {
    path: 'notifications/settings',
    load: () =>
      import('@/features/notifications/pages/notification-settings-page').then((m) => (
        <m.NotificationSettingsPage />
      )),
  },
  {
    path: 'admin/notifications',
    load: () =>
      import('@/features/admin-dashboard/pages/admin-notifications-page').then((m) => (
        <m.AdminNotificationsPage />
      )),
    guard: reviewersOrRedirect,
  },
  {
    path: 'admin/outgoing-mail',
    load: () =>
      import('@/features/outgoing-mail/pages/outgoing-mail-page').then((m) => <m.OutgoingMailPage />),
    guard: adminsOrRedirect,
  },
  {
    path: 'admin/access-log',
    load: () => import('@/features/access-log/pages/access-log-page').then((m) => <m.AccessLogPage />),
    guard: adminsOrRedirect,
  },
  {
    path: 'admin/notices',
    load: () => import('@/features/notices/pages/notices-page').then((m) => <m.NoticesPage />),
    guard: adminsOrRedirect,
  },
  {
    path: 'admin/retention',
    load: () => import('@/features/retention/pages/retention-page').then((m) => <m.RetentionPage />),
    guard: adminsOrRedirect,
  },
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [{ path: 'auth', element: <LoginPage /> }, ...authPages.map(lazyPage)],
      },
      {
        path: '/',
        element: <AppLayout />,
        children: [...appPages.map(lazyPage), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
