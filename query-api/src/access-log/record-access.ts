import type { AccessLogKind } from '@hs/contracts';
import type { FastifyRequest } from 'fastify';
import type { QueryApiDeps } from '../deps.ts';

/** Notes in the access log that the signed-in user was just given `kind` of `subjectId`. */
export const recordAccess = (
  deps: Pick<QueryApiDeps, 'accessLog' | 'now'>,
  request: FastifyRequest,
  kind: AccessLogKind,
  subjectId: string,
): void => {
  const user = request.user;
  if (!user) return;
  deps.accessLog.record({
    at: deps.now(),
    userId: user.userId,
    userName: user.displayName,
    role: user.role,
    kind,
    subjectId,
    clientIp: request.ip ?? null,
  });
};
