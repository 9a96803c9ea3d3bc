import type { EventStore } from '@hs/infra/event-store';
import { blobStoreFor } from '@hs/infra/blobs';
import type { AppConfig } from '@hs/infra/config';
import { claimExistingEmails } from '../employees/claim-existing-emails.ts';
import { seedSampleDocuments } from './sample-documents.ts';
import { seedSampleEstablishments } from './sample-establishments.ts';
import { seedSampleIncidents } from './sample-incidents.ts';
import { seedSampleNotice } from './sample-notice.ts';
import { seedSampleInspections } from './sample-inspections.ts';
import { seedSampleOshaYear } from './sample-osha-year.ts';
import { seedSampleReportingLines } from './sample-reporting-lines.ts';
import { ensureFirstAdministrator, seedDemoData } from './seed.ts';

/** What a start creates: demo accounts and catalogue (demo), or the first administrator (production). */
export const createStartUpData = async (store: EventStore, config: AppConfig): Promise<string> => {
  // Before the API serves anyone: addresses from before e-mail claims must be claimed first.
  const shared = await claimExistingEmails(store);
  return `${await createData(store, config)}${
    shared > 0 ? `; ${shared} employees share an e-mail address with someone registered earlier` : ''
  }`;
};

const createData = async (store: EventStore, config: AppConfig): Promise<string> => {
  if (config.APP_MODE === 'demo') {
    await seedDemoData(store, config.DEMO_PASSWORD);
    const sites = await seedSampleEstablishments(store);
    await seedSampleReportingLines(store, sites);
    await seedSampleDocuments(store, blobStoreFor(config));
    await seedSampleIncidents(store, sites);
    await seedSampleOshaYear(store, sites);
    await seedSampleInspections(store);
    await seedSampleNotice(store);
    return 'demo data in place (accounts admin, officer, supervisor, employee share DEMO_PASSWORD)';
  }
  const result = await ensureFirstAdministrator(store, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    email: config.ADMIN_EMAIL,
    firstName: config.ADMIN_FIRST_NAME,
    lastName: config.ADMIN_LAST_NAME,
  });
  return result === 'created'
    ? `first administrator ${config.ADMIN_USERNAME} created`
    : 'production mode: no demo data';
};
