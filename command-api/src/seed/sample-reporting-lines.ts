import type { Company } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { changeEmployee } from '../employees/change-employee.ts';
import { employeeIdForUsername } from '../employees/employee-repository.ts';
import type { SampleSite } from './sample-cases.ts';
import { demoPeople } from './sample-data.ts';
import { systemContext } from './system-context.ts';

/** Each company's demo establishment: the home of its people. */
const homeSiteOf: Record<Company, SampleSite> = { IPSI: 'Plant 1', TODCO: 'Plant 2' };

/** Who reports to whom among the demo accounts: the demo supervisor supervises the demo employee. */
const supervisorOf: Record<string, string> = { employee: 'supervisor' };

/**
 * Sets each demo person's home establishment and supervisor through commands, once the
 * establishments exist. A restart changes nothing: the same values record no event.
 */
export const seedSampleReportingLines = async (
  store: EventStore,
  sites: Record<SampleSite, string>,
): Promise<void> => {
  for (const person of demoPeople) {
    const employeeId = await employeeIdForUsername(store, person.username);
    if (!employeeId) continue;
    const supervisorName = supervisorOf[person.username];
    const supervisorId = supervisorName ? await employeeIdForUsername(store, supervisorName) : null;
    await changeEmployee(
      store,
      employeeId,
      {
        type: 'ChangeEmployeeProfile',
        data: { changes: { homeEstablishmentId: sites[homeSiteOf[person.company]], supervisorId } },
      },
      systemContext('SeedSampleReportingLines'),
    );
  }
};
