import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { SESSION_COOKIE, SessionStore } from '@hs/infra/auth';
import { validReport } from '../../support/incident-fixtures.ts';

/** A signed-in session for the Kafka tests' commands, made the way sign-in makes one. */
export const sessionCookie = async (pool: pg.Pool): Promise<string> => {
  const { token } = await new SessionStore(pool).create(
    { userId: randomUUID(), username: 'kafka.tester', displayName: 'Kafka Tester', role: 'admin' },
    { remember: false, ip: null, userAgent: null },
  );
  return `${SESSION_COOKIE}=${token}`;
};

/** ReportIncident through the command API over HTTP; resolves with the id and consistency token. */
export const reportIncident = async (
  baseUrl: string,
  cookie: string,
): Promise<{ id: string; consistencyToken: string }> => {
  const response = await fetch(`${baseUrl}/api/incidents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(validReport({ location: `Bay ${Math.floor(Math.random() * 1000)}` })),
  });
  if (response.status !== 201)
    throw new Error(`report answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string; consistencyToken: string };
};
