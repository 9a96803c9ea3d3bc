/**
 * The pattern a server registers for a path builder (`/api/incidents/:id`): the builder is called
 * with the parameters' names, so the pattern and the links the client builds cannot drift apart.
 */
export const routePattern = <Params extends unknown[]>(
  build: (...params: Params) => string,
  ...names: { [Index in keyof Params]: `:${string}` | Extract<Params[Index], string> }
): string => build(...(names as Params)).replaceAll('%3A', ':');

/** Paths of the HTTP API, shared by servers, client and tests, so a path is spelled once. */
export const routes = {
  incidents: '/api/incidents',
  reporterProfile: '/api/incidents/reporter-profile',
  possibleDuplicates: '/api/incidents/possible-duplicates',
  incident: (id: string) => `/api/incidents/${encodeURIComponent(id)}`,
  incidentStatus: (id: string) => `/api/incidents/${encodeURIComponent(id)}/status`,
  incidentComments: (id: string) => `/api/incidents/${encodeURIComponent(id)}/comments`,
  incidentHistory: (id: string) => `/api/incidents/${encodeURIComponent(id)}/history`,
  incidentAudit: (id: string) => `/api/incidents/${encodeURIComponent(id)}/audit`,
  incidentRecordkeeping: (id: string) => `/api/incidents/${encodeURIComponent(id)}/recordkeeping`,
  adminDashboard: '/api/admin/dashboard',
  adminNotifications: '/api/admin/notifications',
  auditVerification: '/api/admin/audit/verification',
  verifyAuditLog: '/api/admin/audit/verify',
  healthz: '/healthz',
  readyz: '/readyz',
} as const;

/** The signed-in user's notifications; the log of who was told what is for admins. */
export const notificationRoutes = {
  inbox: '/api/notifications',
  /** Server-sent events: `event: notifications` with `{"unread": n}` when new ones arrive. */
  stream: '/api/notifications/stream',
  log: '/api/notifications/log',
  read: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
  readAll: '/api/notifications/read-all',
  /** The signed-in person's choice per kind, and the hour of their digest. */
  preferences: '/api/notifications/preferences',
} as const;

export const authRoutes = {
  login: '/api/login',
  logout: '/api/logout',
  currentUser: '/api/user',
  session: '/api/session',
  changePassword: '/api/user/password',
  /** The signed-in person's interface language. */
  language: '/api/user/language',
} as const;

export const employeeRoutes = {
  users: '/api/users',
  directory: '/api/employees/directory',
  employees: '/api/admin/employees',
  employee: (id: string) => `/api/admin/employees/${encodeURIComponent(id)}`,
  reactivate: (id: string) => `/api/admin/employees/${encodeURIComponent(id)}/reactivate`,
  resetPassword: (id: string) => `/api/admin/employees/${encodeURIComponent(id)}/password-reset`,
  assignTraining: '/api/admin/assign-training',
  assignDocument: '/api/admin/assign-document',
  employeeFiles: '/api/admin/employee-files',
  tasks: '/api/employee-tasks',
  taskStatus: (id: string) => `/api/employee-tasks/${encodeURIComponent(id)}/status`,
  userTasks: (userId: string) => `/api/users/${encodeURIComponent(userId)}/tasks`,
  userTrainingAssignments: (userId: string) =>
    `/api/users/${encodeURIComponent(userId)}/training-assignments`,
  userDocumentAssignments: (userId: string) =>
    `/api/users/${encodeURIComponent(userId)}/document-assignments`,
  userFiles: (userId: string) => `/api/users/${encodeURIComponent(userId)}/files`,
} as const;
