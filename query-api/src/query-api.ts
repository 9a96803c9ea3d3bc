import type { FastifyPluginAsync } from 'fastify';
import type { QueryApiDeps } from './deps.ts';
import { attachmentQueryRoutes } from './routes/attachments.routes.ts';
import { accessLogQueryRoutes } from './routes/access-log.routes.ts';
import { personalDataQueryRoutes } from './routes/personal-data.routes.ts';
import { actionQueryRoutes } from './routes/actions.routes.ts';
import { adminQueryRoutes } from './routes/admin.routes.ts';
import { retentionQueryRoutes } from './routes/retention.routes.ts';
import { auditQueryRoutes } from './routes/audit.routes.ts';
import { documentQueryRoutes } from './routes/documents.routes.ts';
import { establishmentQueryRoutes } from './routes/establishments.routes.ts';
import { incidentQueryRoutes } from './routes/incidents.routes.ts';
import { oshaFormQueryRoutes } from './routes/osha-forms.routes.ts';
import { investigationQueryRoutes } from './routes/investigations.routes.ts';
import { inspectionQueryRoutes } from './routes/inspections.routes.ts';
import { recordkeepingQueryRoutes } from './routes/recordkeeping.routes.ts';
import { oshaItaQueryRoutes } from './routes/osha-ita.routes.ts';
import { oshaRatesClocksQueryRoutes } from './routes/osha-rates-clocks.routes.ts';
import { myWorkQueryRoutes } from './routes/my-work.routes.ts';
import { notificationQueryRoutes } from './routes/notifications.routes.ts';
import { outgoingMailQueryRoutes } from './routes/outgoing-mail.routes.ts';
import { notificationPreferenceQueryRoutes } from './routes/notification-preferences.routes.ts';
import { settingsQueryRoutes } from './routes/settings.routes.ts';
import { trainingQueryRoutes } from './routes/trainings.routes.ts';
import { trainingMatrixQueryRoutes } from './routes/training-matrix.routes.ts';
import { userQueryRoutes } from './routes/users.routes.ts';

export type { QueryApiDeps } from './deps.ts';

/** Every GET route; each reads read-model tables (the audit export reads the log itself). */
export const queryApi: FastifyPluginAsync<QueryApiDeps> = async (app, deps) => {
  // Access-log entries still queued are written before the pool closes.
  app.addHook('onClose', () => deps.accessLog.stop());
  await app.register(accessLogQueryRoutes, deps);
  await app.register(personalDataQueryRoutes, deps);
  await app.register(incidentQueryRoutes, deps);
  await app.register(attachmentQueryRoutes, deps);
  await app.register(recordkeepingQueryRoutes, deps);
  await app.register(oshaFormQueryRoutes, deps);
  await app.register(userQueryRoutes, deps);
  await app.register(adminQueryRoutes, deps);
  await app.register(retentionQueryRoutes, deps);
  await app.register(auditQueryRoutes, deps);
  await app.register(trainingQueryRoutes, deps);
  await app.register(trainingMatrixQueryRoutes, deps);
  await app.register(documentQueryRoutes, deps);
  await app.register(myWorkQueryRoutes, deps);
  await app.register(settingsQueryRoutes, deps);
  await app.register(establishmentQueryRoutes, deps);
  await app.register(oshaItaQueryRoutes, deps);
  await app.register(actionQueryRoutes, deps);
  await app.register(oshaRatesClocksQueryRoutes, deps);
  await app.register(inspectionQueryRoutes, deps);
  await app.register(investigationQueryRoutes, deps);
  await app.register(notificationQueryRoutes, deps);
  await app.register(outgoingMailQueryRoutes, deps);
  await app.register(notificationPreferenceQueryRoutes, deps);
};
