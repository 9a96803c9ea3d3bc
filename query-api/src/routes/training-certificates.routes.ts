import {
  CertificateListQuery,
  CertificateParams,
  isSafetyTeam,
  routePattern,
  TrainingCertificate,
  trainingCertificateRoutes as paths,
} from '@hs/contracts';
import { departmentKey } from '@hs/domain';
import { HttpProblem } from '@hs/infra/http';
import { departmentOfEmployee } from '@hs/read-models/employees/queries';
import {
  certificateFileOf,
  certificatesOf,
  type CertificateScope,
} from '@hs/read-models/training-certificates/queries';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';
import { sendAttachment } from '../http/send-attachment.ts';

/** Outside certificates: the safety team sees all, a supervisor their department, others their own. */
export const trainingCertificateQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  const consistent = waitForConsistency(
    deps.tracker,
    ['training-certificates', 'employees'],
    deps.consistencyWaitMs,
  );
  // The same scoping as the training matrix: a supervisor reads their own department's people.
  const scopeOf = async (request: FastifyRequest): Promise<CertificateScope> => {
    const user = request.user!;
    if (isSafetyTeam(user.role)) return 'all';
    if (user.role === 'supervisor') {
      return { department: departmentKey(await departmentOfEmployee(pool, user.userId)) ?? '' };
    }
    return { userId: user.userId };
  };

  app.get(
    paths.certificates,
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['trainings'],
        summary: 'Outside certificates the caller may see; status=submitted is the review queue',
        querystring: CertificateListQuery,
        response: { 200: z.array(TrainingCertificate) },
      },
    },
    async (request) => certificatesOf(pool, await scopeOf(request), request.query.status),
  );

  app.get(
    routePattern(paths.file, ':id'),
    {
      config: { access: 'user' },
      preHandler: consistent,
      schema: {
        tags: ['trainings'],
        summary: "A certificate's scanned file, as an attachment (to whoever may see the certificate)",
        params: CertificateParams,
      },
    },
    async (request, reply) => {
      // Someone else's certificate answers as if it did not exist: its existence is not theirs to learn.
      const file = await certificateFileOf(pool, request.params.id, await scopeOf(request));
      const blob = file && (await deps.blobs.open(file.sha256));
      if (!file || !blob) throw new HttpProblem(404, 'Not found', 'No such certificate.');
      return sendAttachment(reply, file, blob);
    },
  );
};
