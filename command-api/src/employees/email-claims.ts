import { createHash } from 'node:crypto';
import { DomainError, emailHolder, normalizeEmail, type EmailClaimEvent } from '@hs/domain';
import type { EventStore, StreamAppend } from '@hs/infra/event-store';

/** A hash of the address names the stream, so stream ids carry no personal data. */
export const emailClaimStreamId = (email: string): string =>
  `employeeEmail-${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

export const readEmailClaim = async (
  store: EventStore,
  email: string,
): Promise<{ holder: string | null; version: number }> => {
  const events = await store.readStream(emailClaimStreamId(email));
  return {
    holder: emailHolder(events.map((e) => ({ type: e.type, data: e.data }) as EmailClaimEvent)),
    version: events.length,
  };
};

export const emailTaken = (): DomainError =>
  new DomainError('EmailTaken', 'Another employee already uses this e-mail address.', ['email']);

/** The append that gives `email` to `employeeId`; refused when someone else holds it. */
export const claimEmail = async (
  store: EventStore,
  email: string,
  employeeId: string,
): Promise<StreamAppend | null> => {
  const { holder, version } = await readEmailClaim(store, email);
  if (holder === employeeId) return null;
  if (holder !== null) throw emailTaken();
  return {
    streamId: emailClaimStreamId(email),
    expected: version,
    events: [{ type: 'EmployeeEmailClaimed', data: { employeeId } }],
  };
};

/** The append that frees `email` if `employeeId` holds it (addresses from before claims have none). */
export const releaseEmail = async (
  store: EventStore,
  email: string,
  employeeId: string,
): Promise<StreamAppend | null> => {
  const { holder, version } = await readEmailClaim(store, email);
  if (holder !== employeeId) return null;
  return {
    streamId: emailClaimStreamId(email),
    expected: version,
    events: [{ type: 'EmployeeEmailReleased', data: { employeeId } }],
  };
};

export const isEmailClaimStream = (streamId: string): boolean => streamId.startsWith('employeeEmail-');
