import {
  authRoutes,
  CurrentUser,
  DocumentAssignment,
  EmployeeDirectoryEntry,
  EmployeeDirectoryQuery,
  EmployeeFileRequirement,
  EmployeeSummary,
  employeeRoutes,
  SessionState,
  Task,
  TrainingAssignment,
  UserIdParams,
  routePattern,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import { assertMayReadWorkOf } from '../work-access.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitForConsistency } from '../consistency.ts';
import { findEmployee, listEmployees } from '@hs/read-models/employees/queries';
import { employeeDirectory } from '../read-models/reporting.read-model.ts';
import { withLanguage } from '../read-models/user-language.read-model.ts';
import {
  documentAssignmentsOf,
  fileRequirementsOf,
  tasksOf,
  trainingAssignmentsOf,
} from '@hs/read-models/work/queries';
import type { QueryApiDeps } from '../deps.ts';

export const userQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const { pool } = deps;
  const consistent = (...readModels: string[]) =>
    waitForConsistency(deps.tracker, readModels, deps.consistencyWaitMs);

  app.get(
    authRoutes.currentUser,
    {
      config: { access: 'user' },
      preHandler: consistent('employees'),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: CurrentUser },
      },
    },
    async (request) => {
      const user = await findEmployee(pool, request.user!.userId);
      if (!user) throw new HttpProblem(401, 'Not signed in', 'Please sign in to continue.');
      return withLanguage(pool, user);
    },
  );

  app.get(
    authRoutes.session,
    {
      config: { access: 'public' },
      preHandler: consistent('employees'),
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in: the user, or null (signed out, or a temporary password to replace)',
        response: { 200: SessionState },
      },
    },
    async (request) => {
      const session = request.user;
      if (!session || session.mustChangePassword) return { user: null };
      const user = await findEmployee(pool, session.userId);
      return { user: user ? await withLanguage(pool, user) : null };
    },
  );

  app.get(
    employeeRoutes.users,
    {
      config: { access: 'admin' },
      preHandler: consistent('employees'),
      schema: {
        tags: ['employees'],
        summary: 'Every employee, active or not',
        response: { 200: z.array(EmployeeSummary) },
      },
    },
    async () => listEmployees(pool),
  );

  app.get(
    employeeRoutes.directory,
    {
      config: { access: 'user' },
      preHandler: consistent('employees'),
      schema: {
        tags: ['employees'],
        summary:
          'Active employees whose name contains `search` (name, department, position; at most 20): ' +
          'to pick the person an incident report is about',
        querystring: EmployeeDirectoryQuery,
        response: { 200: z.array(EmployeeDirectoryEntry) },
      },
    },
    async (request) => employeeDirectory(pool, request.query.search),
  );

  const perUser = <T extends z.ZodType>(
    path: string,
    summary: string,
    item: T,
    read: (id: string) => Promise<z.infer<T>[]>,
  ) =>
    app.get(
      path,
      {
        config: { access: 'user' },
        // Signatures complete document assignments, so the documents read model counts too.
        preHandler: consistent('work', 'documents'),
        schema: { tags: ['work'], summary, params: UserIdParams, response: { 200: z.array(item) } },
      },
      async (request) => {
        await assertMayReadWorkOf(pool, request, request.params.userId);
        return read(request.params.userId);
      },
    );
  perUser(
    routePattern(employeeRoutes.userTasks, ':userId'),
    "A user's tasks (self, their supervisor or admin)",
    Task,
    (id) => tasksOf(pool, id, deps.today()),
  );
  perUser(
    routePattern(employeeRoutes.userTrainingAssignments, ':userId'),
    "A user's assigned trainings (self, their supervisor or admin)",
    TrainingAssignment,
    (id) => trainingAssignmentsOf(pool, id, deps.today()),
  );
  perUser(
    routePattern(employeeRoutes.userDocumentAssignments, ':userId'),
    "A user's assigned documents (self, their supervisor or admin)",
    DocumentAssignment,
    (id) => documentAssignmentsOf(pool, id, deps.today()),
  );
  perUser(
    routePattern(employeeRoutes.userFiles, ':userId'),
    "A user's required files (self, their supervisor or admin)",
    EmployeeFileRequirement,
    (id) => fileRequirementsOf(pool, id, deps.today()),
  );
};
