import type { EstablishmentProfile } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { changeEstablishment } from '../establishments/change-establishment.ts';
import { createEstablishment } from '../establishments/create-establishment.ts';
import type { SampleSite } from './sample-cases.ts';
import { systemContext } from './system-context.ts';

/** One establishment per company, named after the work locations of the demo people. */
export const sampleEstablishments: (EstablishmentProfile & {
  name: SampleSite;
  employees: number;
  hours: number;
})[] = [
  {
    name: 'Plant 1',
    company: 'IPSI',
    streetAddress: '4800 Industrial Blvd',
    city: 'Houston',
    state: 'TX',
    zip: '77029',
    naicsCode: '325110',
    industryDescription: 'Petrochemical manufacturing',
    ein: '761234567',
    timeZone: 'America/Chicago',
    employees: 120,
    hours: 240_000,
  },
  {
    name: 'Plant 2',
    company: 'TODCO',
    streetAddress: '1200 River Rd',
    city: 'Baton Rouge',
    state: 'LA',
    zip: '70802-4410',
    naicsCode: '213111',
    industryDescription: 'Drilling oil and gas wells',
    ein: '727654321',
    timeZone: 'America/Chicago',
    employees: 85,
    hours: 176_800,
  },
];

const PEAK_OVER_AVERAGE = 1.15;

/**
 * Created through commands; a fixed idempotency key per name makes a restart a replay. Answers the
 * id of each, for the sample incidents filed under them.
 */
export const seedSampleEstablishments = async (store: EventStore): Promise<Record<SampleSite, string>> => {
  const thisYear = new Date().getUTCFullYear();
  const ids: Partial<Record<SampleSite, string>> = {};
  for (const { employees, hours, ...profile } of sampleEstablishments) {
    const context = systemContext('SeedSampleEstablishments');
    const { id } = await createEstablishment(store, profile, context, `seed:establishment:${profile.name}`);
    ids[profile.name] = id;
    for (const [year, share] of [
      [thisYear - 1, 1],
      [thisYear, 0.9],
    ] as const) {
      await changeEstablishment(
        store,
        id,
        {
          type: 'SetEstablishmentYearFigures',
          data: {
            year,
            annualAverageEmployees: Math.round(employees * share),
            totalHoursWorked: Math.round(hours * share),
            // Turnaround crews and summer help: more on the payroll at the peak than on average.
            peakEmployees: Math.round(employees * share * PEAK_OVER_AVERAGE),
          },
        },
        context,
      );
    }
  }
  return ids as Record<SampleSite, string>;
};
