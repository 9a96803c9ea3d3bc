import {
  AssignDocumentBody,
  AssignTrainingBody,
  CommandResponse,
  CreatedResponse,
  CreateTaskBody,
  EmployeeFileBody,
  EmployeeIdParams,
  employeeRoutes as paths,
  UpdateTaskStatusBody,
  routePattern,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commandContextOf } from '../http/command-context.ts';
import { assignDocument } from '../work/assign-document.ts';
import { assignTask } from '../work/assign-task.ts';
import { assignTraining } from '../work/assign-training.ts';
import { changeTaskStatus } from '../work/change-task-status.ts';
import { requireEmployeeFile } from '../work/require-employee-file.ts';
import type { CommandApiDeps } from '../deps.ts';
import { withToken } from '../http/consistency-token.ts';

const admin = { access: 'admin' as const };
const created = { 201: CreatedResponse };

/** Work that administrators hand out: training, documents, files, tasks. */
export const workRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, { store, clock }) => {
  app.post(
    paths.assignTraining,
    {
      config: admin,
      schema: {
        tags: ['work'],
        summary: 'Assign a training to an employee',
        body: AssignTrainingBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(withToken(reply, await assignTraining(store, request.body, commandContextOf(request, clock)))),
  );
  app.post(
    paths.assignDocument,
    {
      config: admin,
      schema: {
        tags: ['work'],
        summary: 'Assign a document to an employee',
        body: AssignDocumentBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(withToken(reply, await assignDocument(store, request.body, commandContextOf(request, clock)))),
  );
  app.post(
    paths.employeeFiles,
    {
      config: admin,
      schema: {
        tags: ['work'],
        summary: 'Require a file from an employee',
        body: EmployeeFileBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          withToken(reply, await requireEmployeeFile(store, request.body, commandContextOf(request, clock))),
        ),
  );
  app.post(
    paths.tasks,
    {
      config: admin,
      schema: {
        tags: ['work'],
        summary: 'Assign a task to an employee',
        body: CreateTaskBody,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(withToken(reply, await assignTask(store, request.body, commandContextOf(request, clock)))),
  );
  app.patch(
    routePattern(paths.taskStatus, ':id'),
    {
      config: { access: 'user' },
      schema: {
        tags: ['work'],
        summary:
          "Move a task along with an optional note (the assignee's own task, or any task for an administrator)",
        params: EmployeeIdParams,
        body: UpdateTaskStatusBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await changeTaskStatus(store, request.params.id, request.body, commandContextOf(request, clock)),
      ),
  );
};
