import { InsightsAnswer, InsightsQuery, insightsRoutes } from '@hs/contracts';
import { departmentKey } from '@hs/domain';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';
import { incidentViewerOf } from '../incident-viewer.ts';
import { insightRange } from '../read-models/insight-periods.ts';
import { insightsOf } from '../read-models/insights.read-model.ts';

const otherDepartment = new HttpProblem(
  403,
  'Not your department',
  'Supervisors see the figures of their own department only.',
  [{ field: 'department', reason: 'Supervisors see the figures of their own department only' }],
);

/** The Insights page: the safety team sees every incident, a supervisor their department's. */
export const insightQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    insightsRoutes.insights,
    {
      config: { access: 'reviewer' },
      preHandler: waitForConsistency(
        deps.tracker,
        [
          'insights',
          'establishments',
          'correctiveActions',
          'employees',
          'inspections',
          'compliance',
          'documents',
        ],
        deps.consistencyWaitMs,
      ),
      schema: {
        tags: ['insights'],
        summary:
          'Incidents and near misses per month by type and severity with the 12-month moving average, ' +
          'where they happened, and days from report to each status, for a period in the site time zone; ' +
          'corrective actions by due month, inspections by site, training and signatures by department, ' +
          'OSHA rates by establishment and year',
        querystring: InsightsQuery,
        response: { 200: InsightsAnswer },
      },
    },
    async (request) => {
      const viewer = await incidentViewerOf(deps.pool, request);
      let department: string | null = null;
      if (viewer.role === 'supervisor') {
        department = departmentKey(viewer.department);
        if (department === null)
          throw new HttpProblem(403, 'No department', 'Your employee record names no department.');
        const asked = departmentKey(request.query.department);
        if (asked !== null && asked !== department) throw otherDepartment;
      }
      const range = insightRange(request.query, deps.today());
      const figures = await insightsOf(deps.pool, request.query, {
        ...range,
        timeZone: deps.site.timeZone,
        department,
        now: deps.now(),
        today: deps.today(),
      });
      return { ...figures, scopedToDepartment: department === null ? null : viewer.department };
    },
  );
};
