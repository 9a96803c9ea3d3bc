import {
  authRoutes,
  ChangePasswordBody,
  CommandResponse,
  EmployeeIdParams,
  TemporaryPasswordResponse,
  routePattern,
  employeeRoutes,
} from '@hs/contracts';
import { SESSION_COOKIE } from '@hs/infra/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginThrottled } from '../auth/sign-in.ts';
import { changeOwnPassword, issueTemporaryPassword } from '../employees/passwords.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import type { CommandApiDeps } from '../deps.ts';

export const passwordRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.post(
    authRoutes.changePassword,
    {
      // The one route a session with a temporary password may call (besides sign-out).
      config: { access: 'password-change' },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password; ends your other sessions',
        body: ChangePasswordBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const result = await changeOwnPassword(
        deps,
        request.user!,
        request.cookies[SESSION_COOKIE]!,
        request.body,
        commandContextOf(request, deps.clock),
        request.ip ?? null,
      ).catch((error: unknown) => {
        if (error instanceof LoginThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
      return withToken(reply, result);
    },
  );

  app.post(
    routePattern(employeeRoutes.resetPassword, ':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['employees'],
        summary: 'Reset a password: a one-time temporary password, shown once; sessions end',
        params: EmployeeIdParams,
        response: { 200: TemporaryPasswordResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await issueTemporaryPassword(deps, request.params.id, commandContextOf(request, deps.clock)),
      ),
  );
};
