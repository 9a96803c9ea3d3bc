import formbody from '@fastify/formbody';
import { authRoutes, CONSISTENCY_HEADER, CurrentUser, LoginBody } from '@hs/contracts';
import { REMEMBER_ME_DAYS, SESSION_COOKIE } from '@hs/infra/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '@hs/infra/clock';
import { LoginThrottled, signIn, signOut } from '../auth/sign-in.ts';
import { commandContextOf } from '../http/command-context.ts';
import { userLanguageOf } from '../employees/user-language.ts';
import type { CommandApiDeps } from '../deps.ts';

const clientOf = (request: FastifyRequest, clock: Clock, command: string) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
  metadata: commandContextOf(request, clock).event(command),
});

export const signInRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  // Sign-in is posted as form data (docs/architecture.md, "The frontend"); only these routes accept it.
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  app.post(
    authRoutes.login,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (form data or JSON: username, password, rememberMe)',
        body: LoginBody,
        response: { 200: CurrentUser },
      },
    },
    async (request, reply) => {
      const { employee, session, mustChangePassword, consistencyToken } = await signIn(
        deps,
        request.body,
        clientOf(request, deps.clock, 'SignIn'),
      ).catch((error: unknown) => {
        if (error instanceof LoginThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
      reply.setCookie(SESSION_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        // Without "Remember me" no Max-Age: the cookie ends with the browser session.
        ...(request.body.rememberMe ? { maxAge: REMEMBER_ME_DAYS * 86_400 } : {}),
      });
      reply.header(CONSISTENCY_HEADER, consistencyToken);
      const language = await userLanguageOf(deps.pool, employee.employeeId);
      return {
        id: employee.employeeId,
        username: employee.username,
        ...employee.profile,
        supervisorId: employee.profile.supervisorId ?? null,
        homeEstablishmentId: employee.profile.homeEstablishmentId ?? null,
        role: employee.role,
        isActive: employee.status === 'active',
        mustChangePassword,
        ...(language ? { language } : {}),
      };
    },
  );

  app.post(
    authRoutes.logout,
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Sign out: ends the session on the server' },
    },
    async (request, reply) => {
      await signOut(deps, request.cookies[SESSION_COOKIE], clientOf(request, deps.clock, 'SignOut'));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );
};
