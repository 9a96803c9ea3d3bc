import { CommandResponse, SafetyContactsBody, settingsRoutes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { changeSafetyContacts } from '../site-contacts/safety-contacts.ts';

/** The site's safety contacts, set by an administrator (read back through GET /api/settings). */
export const safetyContactsCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, clock },
) => {
  app.put(
    settingsRoutes.safetyContacts,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Set the safety hotline and e-mail every screen shows',
        body: SafetyContactsBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(reply, await changeSafetyContacts(store, request.body, commandContextOf(request, clock))),
  );
};
