import { AdminDashboard, AdminNotifications, ParkedEvents, parkedEventRoutes, routes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import {
  attentionSet,
  incidentCounts,
  newestWholeIncidents,
  type IncidentScope,
} from '@hs/read-models/incidents/queries';
import { incidentViewerOf } from '../incident-viewer.ts';
import { listParkedEvents, projectionsWithParked } from '../read-models/parked-events.read-model.ts';
import { complianceFigures } from '../read-models/compliance-figures.ts';
import { monthTo } from '../read-models/metrics.read-model.ts';
import type { QueryApiDeps } from '../deps.ts';

/**
 * Data of the admin dashboard and the parked events (administrators only), and of the
 * notifications (every reviewer: supervisors see their department's incidents).
 */
export const adminQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const consistent = waitForConsistency(deps.tracker, ['incidents', 'compliance'], deps.consistencyWaitMs);
  const figuresConsistent = waitForConsistency(
    deps.tracker,
    ['incidents', 'compliance', 'documents', 'work', 'inspections'],
    deps.consistencyWaitMs,
  );

  app.get(
    routes.adminDashboard,
    {
      config: { access: 'admin' },
      preHandler: figuresConsistent,
      schema: {
        tags: ['admin'],
        summary: 'Admin dashboard figures (compliance: this month) and the 5 newest incidents',
        response: { 200: AdminDashboard },
      },
    },
    async () => {
      const counts = await incidentCounts(deps.pool, 'all', deps.today());
      return {
        totalIncidents: counts.total,
        pendingReview: counts.submitted,
        monthlyIncidents: counts.this_month,
        compliance: await complianceFigures(deps.pool, monthTo(deps.today()), deps.site.timeZone, deps.now()),
        recentIncidents: await newestWholeIncidents(deps.pool, 5),
      };
    },
  );

  app.get(
    routes.adminNotifications,
    {
      config: { access: 'reviewer' },
      preHandler: consistent,
      schema: {
        tags: ['admin'],
        summary:
          "Incidents waiting for attention (submitted), newest first; a supervisor's are their department's",
        response: { 200: AdminNotifications },
      },
    },
    async (request) => {
      const viewer = await incidentViewerOf(deps.pool, request);
      const scope: IncidentScope =
        viewer.role === 'supervisor' ? { department: viewer.department, supervisorId: viewer.userId } : 'all';
      const counts = await incidentCounts(deps.pool, scope, deps.today());
      return {
        pendingNotifications: counts.submitted,
        totalIncidents: counts.total,
        openCases: counts.open,
        items: await attentionSet(deps.pool, scope),
      };
    },
  );

  app.get(
    parkedEventRoutes.list,
    {
      config: { access: 'admin' },
      // After a retry (its token): until each projection with parked events has passed the request.
      preHandler: waitForConsistency(
        deps.tracker,
        () => projectionsWithParked(deps.pool),
        deps.consistencyWaitMs,
      ),
      schema: {
        tags: ['admin'],
        summary: 'Events the read models could not apply and set aside (dead letters), oldest first',
        response: { 200: ParkedEvents },
      },
    },
    async () => listParkedEvents(deps.pool),
  );
};
