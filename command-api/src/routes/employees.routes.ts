import {
  CommandResponse,
  EmployeeCreatedResponse,
  EmployeeIdParams,
  employeeRoutes as paths,
  NewEmployeeBody,
  UpdateEmployeeBody,
  routePattern,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeEmployee } from '../employees/change-employee.ts';
import { registerEmployee } from '../employees/register-employee.ts';
import { assertReportingLine } from '../employees/reporting-line.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import type { CommandApiDeps } from '../deps.ts';

const admin = { access: 'admin' as const };

export const employeeRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, { store, clock }) => {
  app.post(
    paths.employees,
    {
      config: admin,
      schema: {
        tags: ['employees'],
        summary: 'Add an employee with a one-time temporary password, shown once in the answer',
        body: NewEmployeeBody,
        response: { 201: EmployeeCreatedResponse },
      },
    },
    async (request, reply) => {
      const { position, workLocation, supervisorId, homeEstablishmentId, ...rest } = request.body;
      await assertReportingLine(store, { supervisorId, homeEstablishmentId });
      const result = await registerEmployee(
        store,
        {
          ...rest,
          position: position ?? null,
          workLocation: workLocation ?? null,
          supervisorId: supervisorId ?? null,
          homeEstablishmentId: homeEstablishmentId ?? null,
        },
        commandContextOf(request, clock),
      );
      return reply
        .code(201)
        .send(withToken(reply, { ...result, temporaryPassword: result.temporaryPassword! }));
    },
  );

  app.patch(
    routePattern(paths.employee, ':id'),
    {
      config: admin,
      schema: {
        tags: ['employees'],
        summary: "Change an employee's profile and/or role",
        params: EmployeeIdParams,
        body: UpdateEmployeeBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const { role, ...changes } = request.body;
      const context = commandContextOf(request, clock);
      let token: string | null = null;
      if (Object.keys(changes).length > 0) {
        await assertReportingLine(store, changes);
        token = (
          await changeEmployee(
            store,
            request.params.id,
            { type: 'ChangeEmployeeProfile', data: { changes } },
            context,
          )
        ).consistencyToken;
      }
      if (role) {
        token =
          (
            await changeEmployee(
              store,
              request.params.id,
              { type: 'ChangeEmployeeRole', data: { role } },
              context,
            )
          ).consistencyToken ?? token;
      }
      return withToken(reply, { consistencyToken: token });
    },
  );

  app.delete(
    routePattern(paths.employee, ':id'),
    {
      config: admin,
      schema: {
        tags: ['employees'],
        summary: 'Deactivate an employee: they cannot sign in and their sessions end',
        params: EmployeeIdParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await changeEmployee(
          store,
          request.params.id,
          { type: 'DeactivateEmployee', data: {} },
          commandContextOf(request, clock),
        ),
      ),
  );

  app.post(
    routePattern(paths.reactivate, ':id'),
    {
      config: admin,
      schema: {
        tags: ['employees'],
        summary: 'Reactivate an employee',
        params: EmployeeIdParams,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await changeEmployee(
          store,
          request.params.id,
          { type: 'ReactivateEmployee', data: {} },
          commandContextOf(request, clock),
        ),
      ),
  );
};
