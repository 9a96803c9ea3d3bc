import {
  TrainingMatrix,
  TrainingMatrixQuery,
  TrainingRequirement,
  trainingMatrixRoutes,
} from '@hs/contracts';
import { departmentKey } from '@hs/domain';
import { departmentOfEmployee } from '@hs/read-models/employees/queries';
import type { MatrixScope } from '@hs/read-models/training-matrix/queries';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';
import { csvText, sendCsv } from '../http/csv.ts';
import { matrixCsvRows } from '../read-models/training-matrix.csv.ts';
import { trainingMatrix, trainingRequirements } from '../read-models/training-matrix.read-model.ts';

export const trainingMatrixQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  const consistent = waitForConsistency(
    deps.tracker,
    ['training-matrix', 'trainings', 'employees'],
    deps.consistencyWaitMs,
  );
  // The route rule lets supervisors in; the rows they get are their own department's only.
  const scopeOf = async (request: FastifyRequest): Promise<MatrixScope> =>
    request.user?.role === 'supervisor'
      ? { department: departmentKey(await departmentOfEmployee(pool, request.user.userId)) }
      : 'all';
  const matrixOf = async (request: FastifyRequest, query: TrainingMatrixQuery) =>
    trainingMatrix(pool, query, await scopeOf(request), {
      today: deps.today(),
      timeZone: deps.site.timeZone,
    });

  app.get(
    trainingMatrixRoutes.matrix,
    {
      config: { access: 'reviewer' },
      preHandler: consistent,
      schema: {
        tags: ['trainings'],
        summary: 'People x required courses: held, expiring, expired, missing or not required',
        querystring: TrainingMatrixQuery,
        response: { 200: TrainingMatrix },
      },
    },
    async (request) => matrixOf(request, request.query),
  );
  app.get(
    trainingMatrixRoutes.matrixCsv,
    {
      config: { access: 'reviewer' },
      preHandler: consistent,
      schema: {
        tags: ['trainings'],
        summary: 'The training matrix as CSV, with the same filters',
        querystring: TrainingMatrixQuery,
      },
    },
    async (request, reply) => {
      const matrix = await matrixOf(request, request.query);
      const { columns, rows } = matrixCsvRows(matrix);
      return sendCsv(reply, `training-matrix-${matrix.asOf}.csv`, csvText(columns, rows));
    },
  );
  app.get(
    trainingMatrixRoutes.requirements,
    {
      config: { access: 'reviewer' },
      preHandler: consistent,
      schema: {
        tags: ['trainings'],
        summary: 'The training requirements in force',
        response: { 200: z.array(TrainingRequirement) },
      },
    },
    async () => trainingRequirements(pool),
  );
};
