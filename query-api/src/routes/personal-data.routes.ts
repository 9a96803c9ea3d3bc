import { PersonIdParams, personalDataRoutes as paths, routePattern } from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buffer } from 'node:stream/consumers';
import { recordAccess } from '../access-log/record-access.ts';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';
import { personalDataOf } from '../read-models/person-export.read-model.ts';

/** A person's data for them or their data-protection officer (admins only), recorded as seen. */
export const personalDataQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    routePattern(paths.export, ':employeeId'),
    {
      config: { access: 'admin' },
      preHandler: waitForConsistency(
        deps.tracker,
        ['employees', 'incidents', 'attachments', 'documents', 'trainings', 'work'],
        deps.consistencyWaitMs,
      ),
      schema: {
        tags: ['employees'],
        summary:
          'Everything held about an employee (record, incidents, comments, signatures, trainings, notifications, access log) as JSON in a ZIP with their files',
        params: PersonIdParams,
      },
    },
    async (request, reply) => {
      const { employeeId } = request.params;
      const found = await personalDataOf(deps.pool, employeeId);
      if (!found) throw new HttpProblem(404, 'Employee not found', `No employee with id ${employeeId}.`);
      const exportedAt = deps.now().toISOString();
      const entries: Zippable = {
        'personal-data.json': strToU8(JSON.stringify({ employeeId, exportedAt, ...found.data }, null, 2)),
      };
      for (const file of found.files) {
        const blob = await deps.blobs.open(file.sha256);
        // A file whose bytes are gone is listed in the JSON all the same.
        if (blob) entries[file.path] = new Uint8Array(await buffer(blob.stream));
      }
      recordAccess(deps, request, 'person-export', employeeId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="personal-data-${employeeId}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zipSync(entries, { mtime: deps.now() })));
    },
  );
};
