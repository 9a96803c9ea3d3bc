import { queryOptions } from '@tanstack/react-query';
import { AuditVerification, routes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';

const LastVerification = AuditVerification.nullable();

/** GET /api/admin/audit/verification: the last hash-chain check, or null before the first. */
export const getAuditVerification = (signal?: AbortSignal): Promise<AuditVerification | null> =>
  getJson(routes.auditVerification, LastVerification, signal);

export const auditVerificationQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.auditVerification,
    queryFn: ({ signal }) => getAuditVerification(signal),
  });
