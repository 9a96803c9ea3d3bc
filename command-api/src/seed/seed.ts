import { DomainError, trainingDecider, trainingStreamId } from '@hs/domain';
import { ConcurrencyError, type EventStore } from '@hs/infra/event-store';
import { ConfigError } from '@hs/infra/config';
import { idFromIdempotencyKey } from '../commands/idempotency.ts';
import { handleCommand } from '../commands/handle-command.ts';
import { employeeIdForUsername } from '../employees/employee-repository.ts';
import { registerEmployee, type Registration } from '../employees/register-employee.ts';
import { catalogueCourses, demoPeople, upcomingSessions } from './sample-data.ts';
import { systemContext } from './system-context.ts';

const ignoreExisting = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    if (error instanceof ConcurrencyError) return;
    if (
      error instanceof DomainError &&
      ['UsernameTaken', 'EmailTaken', 'TrainingAlreadyExists'].includes(error.code)
    )
      return;
    throw error;
  }
};

/**
 * Sample data through commands, so it has a history like everything else. Safe to run at every
 * start: what exists already is left alone.
 */
export const seedDemoData = async (store: EventStore, demoPassword: string): Promise<void> => {
  for (const person of demoPeople) {
    await ignoreExisting(() =>
      registerEmployee(store, { ...person, password: demoPassword }, systemContext('SeedDemoData')),
    );
  }
  await seedTrainingCatalogue(store);
};

export const seedTrainingCatalogue = async (store: EventStore): Promise<void> => {
  for (const course of [...catalogueCourses, ...upcomingSessions(new Date())]) {
    // A fixed id per title keeps the catalogue free of duplicates across restarts.
    const trainingId = idFromIdempotencyKey('seed', `training:${course.title}`);
    const context = systemContext('SeedTrainingCatalogue');
    await ignoreExisting(() =>
      handleCommand(
        store,
        trainingStreamId(trainingId),
        trainingDecider,
        { type: 'CreateTraining', data: { ...course, trainingId }, metadata: context.command },
        context.event('CreateTraining'),
        { expected: 0 },
      ),
    );
  }
};

export type FirstAdmin = Partial<
  Pick<Registration, 'username' | 'password' | 'email' | 'firstName' | 'lastName'>
>;

/**
 * A production start creates no demo accounts; it creates the first administrator from the
 * environment once, and refuses to start without those settings while no administrator exists.
 */
export const ensureFirstAdministrator = async (
  store: EventStore,
  admin: FirstAdmin,
): Promise<'created' | 'exists'> => {
  if (admin.username && (await employeeIdForUsername(store, admin.username))) return 'exists';
  const missing = (['username', 'password', 'email'] as const).filter((key) => !admin[key]);
  if (missing.length > 0) {
    const names = { username: 'ADMIN_USERNAME', password: 'ADMIN_PASSWORD', email: 'ADMIN_EMAIL' };
    throw new ConfigError(
      `A production start needs the first administrator: set ${missing.map((m) => names[m]).join(', ')}.`,
    );
  }
  if (admin.password!.length < 12) throw new ConfigError('ADMIN_PASSWORD must have at least 12 characters.');
  await registerEmployee(
    store,
    {
      username: admin.username!,
      password: admin.password!,
      email: admin.email!,
      firstName: admin.firstName ?? 'Safety',
      lastName: admin.lastName ?? 'Administrator',
      company: 'IPSI',
      department: 'Management',
      position: 'Administrator',
      workLocation: null,
      role: 'admin',
    },
    systemContext('CreateFirstAdministrator'),
  );
  return 'created';
};
