import {
  incidentDecider,
  incidentStreamId,
  itaSubmissionDecider,
  itaSubmissionStreamId,
  recordkeepingStreamId,
  summarize300A,
  summaryCertificationDecider,
  summaryCertificationStreamId,
  type IncidentEvent,
  type IncidentReported,
  type RecordkeepingDecided,
  type SummarizedCase,
} from '@hs/domain';
import { ConcurrencyError, type EventStore } from '@hs/infra/event-store';
import { summarySha256 } from '@hs/read-models';
import { idFromIdempotencyKey } from '../commands/idempotency.ts';
import { handleCommand } from '../commands/handle-command.ts';
import { loadEstablishment } from '../establishments/establishment-repository.ts';
import type { CommandContext } from '../http/command-context.ts';
import type { SampleSite } from './sample-cases.ts';
import { sampleIncidents } from './sample-incident-reports.ts';
import { demoUserContext } from './demo-user-context.ts';

/** Who signed each site's 300A of last year (1904.32(b)(3): a company executive). */
const executives: Record<
  SampleSite,
  { executiveName: string; executiveTitle: string; confirmation: string }
> = {
  'Plant 1': { executiveName: 'Robert Hayes', executiveTitle: 'President, IPSI', confirmation: '10482' },
  'Plant 2': { executiveName: 'Karen Mills', executiveTitle: 'Vice President, TODCO', confirmation: '10483' },
};

/** The sample cases on the log of `establishmentId` in `year`, folded from their events. */
const sampleCasesOf = async (store: EventStore, establishmentId: string, year: number) => {
  const cases: SummarizedCase[] = [];
  for (const index of sampleIncidents.keys()) {
    const incidentId = idFromIdempotencyKey('seed', `incident:${index}`);
    const history = await store.readStream(incidentStreamId(incidentId));
    const incident = history.reduce(
      (s, e) => incidentDecider.evolve(s, { type: e.type, data: e.data } as IncidentEvent),
      incidentDecider.initialState,
    );
    const date = (history[0]?.data as IncidentReported['data'] | undefined)?.date ?? '';
    const decided = (await store.readStream(recordkeepingStreamId(incidentId))).at(-1)?.data as
      RecordkeepingDecided['data'] | undefined;
    if (incident.status === 'none' || incident.disposition !== null || !decided?.decision.recordable)
      continue;
    if (incident.establishmentId === establishmentId && date.startsWith(`${year}-`))
      cases.push(decided.decision);
  }
  return cases;
};

const ignoreConflict = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    // Another process seeded it in between.
    if (!(error instanceof ConcurrencyError)) throw error;
  }
};

/** Certifies the site's 300A of `year` as its records stand, unless it was ever certified. */
const certifyYear = async (
  store: EventStore,
  establishmentId: string,
  year: number,
  site: SampleSite,
  admin: CommandContext,
) => {
  const streamId = summaryCertificationStreamId(establishmentId);
  const certified = (await store.readStream(streamId)).some(
    (e) => (e.data as { year: number }).year === year,
  );
  const { state } = await loadEstablishment(store, establishmentId);
  if (certified || state.status === 'none') return;
  const { profile } = state;
  const summary = summarize300A(await sampleCasesOf(store, establishmentId, year), state.years[year] ?? null);
  const sha256 = summarySha256(
    {
      id: establishmentId,
      name: profile.name,
      streetAddress: profile.streetAddress,
      city: profile.city,
      state: profile.state,
      zip: profile.zip,
      naicsCode: profile.naicsCode,
      industryDescription: profile.industryDescription,
      timeZone: profile.timeZone,
    },
    year,
    summary,
  );
  // Signed in January, before the posting period of February 1 (or today, on January's first days).
  const signedOn = `${year + 1}-01-20`;
  const { executiveName, executiveTitle } = executives[site];
  await ignoreConflict(() =>
    handleCommand(
      store,
      streamId,
      summaryCertificationDecider,
      {
        type: 'CertifyOshaSummary',
        data: {
          establishmentId,
          year,
          executiveName,
          executiveTitle,
          certifiedOn: signedOn < admin.command.today ? signedOn : admin.command.today,
          summarySha256: sha256,
          currentSha256: sha256,
          timeZone: profile.timeZone,
        },
        metadata: admin.command,
      },
      admin.event('CertifyOshaSummary'),
    ),
  );
};

/** Records the site's ITA upload of `year`, unless one was recorded. */
const recordSubmission = async (
  store: EventStore,
  establishmentId: string,
  year: number,
  site: SampleSite,
  admin: CommandContext,
) => {
  const streamId = itaSubmissionStreamId(establishmentId);
  const submitted = (await store.readStream(streamId)).some(
    (e) => (e.data as { year: number }).year === year,
  );
  if (submitted) return;
  const confirmationNumber = `ITA-${year}-${executives[site].confirmation}`;
  await ignoreConflict(() =>
    handleCommand(
      store,
      streamId,
      itaSubmissionDecider,
      {
        type: 'RecordItaSubmission',
        data: { establishmentId, year, confirmationNumber },
        metadata: admin.command,
      },
      admin.event('RecordItaSubmission'),
    ),
  );
};

/**
 * A well-run site: last year's 300A of each demo establishment certified by its executive (so it is
 * posted from February 1) and its ITA upload recorded, so a fresh demo shows only the clocks that
 * are really running.
 */
export const seedSampleOshaYear = async (store: EventStore, sites: Record<SampleSite, string>) => {
  const admin = await demoUserContext(store, 'admin', 'admin', 'SeedSampleOshaYear');
  if (!admin) return;
  const lastYear = Number(admin.command.today.slice(0, 4)) - 1;
  for (const [site, establishmentId] of Object.entries(sites) as [SampleSite, string][]) {
    await certifyYear(store, establishmentId, lastYear, site, admin);
    await recordSubmission(store, establishmentId, lastYear, site, admin);
  }
};
