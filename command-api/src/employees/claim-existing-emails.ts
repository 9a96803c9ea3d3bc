import { DomainError, type EmployeeProfileChanged, type EmployeeRegistered } from '@hs/domain';
import {
  comparePositions,
  ConcurrencyError,
  logStart,
  type EventStore,
  type LogPosition,
} from '@hs/infra/event-store';
import { systemContext } from '../seed/system-context.ts';
import { claimEmail } from './email-claims.ts';

const MARKER_STREAM = 'emailClaimBackfill-v1';
const PAGE = 1000;
/** How long to wait for a transaction in flight that holds later registrations back. */
const HELD_BACK_PAUSE_MS = 50;

/** Each employee's current address, in the order they were registered. */
const currentEmails = async (store: EventStore): Promise<Map<string, string>> => {
  const emails = new Map<string, string>();
  // Read to the log's end as it stands now, through any transaction still in flight before it.
  const end = await store.lastPosition();
  let after: LogPosition = logStart;
  while (comparePositions(after, end) < 0) {
    const page = await store.readAll(after, PAGE);
    for (const event of page) {
      if (event.type === 'EmployeeRegistered') {
        const data = event.data as EmployeeRegistered['data'];
        emails.set(data.employeeId, data.email);
      } else if (event.type === 'EmployeeProfileChanged') {
        const email = (event.data as EmployeeProfileChanged['data']).changes.email;
        const id = event.streamId.slice('employee-'.length);
        if (email !== undefined && emails.has(id)) emails.set(id, email);
      }
    }
    if (page.length > 0) after = page.at(-1)!.position;
    // A short page before the end is the ordered read holding back behind a transaction in flight.
    else await new Promise((resolve) => setTimeout(resolve, HELD_BACK_PAUSE_MS));
  }
  return emails;
};

/**
 * Employees registered before e-mail claims existed get them once, first registered first: of two
 * who already share an address, the earlier keeps the claim and the later keeps the address
 * unclaimed until it is changed (history is never rewritten). Returns how many were left shared.
 */
export const claimExistingEmails = async (store: EventStore): Promise<number> => {
  if ((await store.readStream(MARKER_STREAM, { toVersion: 1 })).length > 0) return 0;
  let shared = 0;
  const context = systemContext('ClaimExistingEmails');
  for (const [employeeId, email] of await currentEmails(store)) {
    try {
      const claim = await claimEmail(store, email, employeeId);
      if (claim) await store.appendToStreams([claim], context.event('ClaimExistingEmails'));
    } catch (error) {
      if (!(error instanceof ConcurrencyError) && !(error instanceof DomainError)) throw error;
      shared += 1;
    }
  }
  await store
    .append(
      MARKER_STREAM,
      0,
      [{ type: 'EmailClaimBackfillDone', data: { shared } }],
      context.event('ClaimExistingEmails'),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConcurrencyError)) throw error;
    });
  return shared;
};
