/** Query keys of the admin screens; invalidating `all` refreshes every figure they show. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  notifications: ['admin', 'notifications'] as const,
  auditVerification: ['admin', 'audit-verification'] as const,
  parkedEvents: ['admin', 'parked-events'] as const,
  outgoingMail: ['admin', 'outgoing-mail'] as const,
  accessLog: ['admin', 'access-log'] as const,
};
