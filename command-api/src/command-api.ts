import type { FastifyPluginAsync } from 'fastify';
import type { CommandApiDeps } from './deps.ts';
import { actionCommandRoutes } from './routes/actions.routes.ts';
import { attachmentCommandRoutes } from './routes/attachments.routes.ts';
import { auditCommandRoutes } from './routes/audit.routes.ts';
import { signInRoutes } from './routes/auth.routes.ts';
import { documentCommandRoutes } from './routes/documents.routes.ts';
import { employeeRoutes } from './routes/employees.routes.ts';
import { establishmentCommandRoutes } from './routes/establishments.routes.ts';
import { passwordRoutes } from './routes/password.routes.ts';
import { incidentRoutes } from './routes/incidents.routes.ts';
import { incidentDispositionRoutes } from './routes/incident-dispositions.routes.ts';
import { oshaFormCommandRoutes } from './routes/osha-forms.routes.ts';
import { inspectionCommandRoutes } from './routes/inspections.routes.ts';
import { recordkeepingRoutes } from './routes/recordkeeping.routes.ts';
import { oshaReportRoutes } from './routes/osha-reports.routes.ts';
import { oshaItaRoutes } from './routes/osha-ita.routes.ts';
import { myWorkCommandRoutes } from './routes/my-work.routes.ts';
import { notificationPreferenceCommandRoutes } from './routes/notification-preferences.routes.ts';
import { projectionCommandRoutes } from './routes/projections.routes.ts';
import { trainingCommandRoutes } from './routes/trainings.routes.ts';
import { workRoutes } from './routes/work.routes.ts';

export type { CommandApiDeps } from './deps.ts';

/** Every command route. Registered by the standalone server and by the all-in-one `npm start`. */
export const commandApi: FastifyPluginAsync<CommandApiDeps> = async (app, deps) => {
  await app.register(signInRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(incidentRoutes, deps);
  await app.register(attachmentCommandRoutes, deps);
  await app.register(incidentDispositionRoutes, deps);
  await app.register(auditCommandRoutes, deps);
  await app.register(recordkeepingRoutes, deps);
  await app.register(oshaFormCommandRoutes, deps);
  await app.register(oshaReportRoutes, deps);
  await app.register(oshaItaRoutes, deps);
  await app.register(employeeRoutes, deps);
  await app.register(establishmentCommandRoutes, deps);
  await app.register(workRoutes, deps);
  await app.register(trainingCommandRoutes, deps);
  await app.register(documentCommandRoutes, deps);
  await app.register(myWorkCommandRoutes, deps);
  await app.register(actionCommandRoutes, deps);
  await app.register(inspectionCommandRoutes, deps);
  await app.register(projectionCommandRoutes, deps);
  await app.register(notificationPreferenceCommandRoutes, deps);
};
