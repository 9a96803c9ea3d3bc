import { DomainError, type EmployeeProfile } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { requireEstablishment } from '../incidents/assign-incident-establishment.ts';
import { loadEmployee } from './employee-repository.ts';

/** Roles that review reports: a supervisor on a record must be able to see what they are told of. */
const reviewingRoles: readonly string[] = ['supervisor', 'safety-officer', 'admin'];

/**
 * The supervisor and home establishment an administrator picked: both must exist, and the
 * supervisor must be active and hold a reviewing role. Null clears them.
 */
export const assertReportingLine = async (
  store: EventStore,
  line: Pick<EmployeeProfile, 'supervisorId' | 'homeEstablishmentId'>,
): Promise<void> => {
  if (line.supervisorId) {
    const { state } = await loadEmployee(store, line.supervisorId);
    if (state.status !== 'active' || !reviewingRoles.includes(state.role))
      throw new DomainError(
        'InvalidSupervisor',
        'Choose an active supervisor, safety officer or administrator.',
        ['supervisorId'],
      );
  }
  if (line.homeEstablishmentId) {
    await requireEstablishment(store, line.homeEstablishmentId).catch(() => {
      throw new DomainError('UnknownEstablishment', 'No establishment has this id.', ['homeEstablishmentId']);
    });
  }
};
