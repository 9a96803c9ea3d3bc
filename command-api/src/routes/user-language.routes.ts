import { authRoutes, CommandResponse, UserLanguageBody } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveUserLanguage } from '../employees/user-language.ts';
import type { CommandApiDeps } from '../deps.ts';

/**
 * A person's own interface language. A personal setting like notification preferences, not
 * business history: a plain table, no event, no consistency token (GET /api/user reads the table).
 */
export const userLanguageRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, { pool }) => {
  app.put(
    authRoutes.language,
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Set your interface language (en or es); signing in anywhere then shows it',
        body: UserLanguageBody,
        response: { 200: CommandResponse },
      },
    },
    async (request) => {
      await saveUserLanguage(pool, request.user!.userId, request.body.language);
      return { consistencyToken: null };
    },
  );
};
