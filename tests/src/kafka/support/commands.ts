import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { SESSION_COOKIE, SessionStore } from '@hs/infra/auth';
import { PostgresEventStore } from '@hs/infra/event-store';
import { registerEmployee } from '../../../../command-api/src/employees/register-employee.ts';
import { systemContext } from '../../../../command-api/src/seed/system-context.ts';
import { validReport } from '../../support/incident-fixtures.ts';
import { ourPageHeaders } from '../../support/our-pages.ts';

/**
 * A signed-in session for the Kafka tests' commands, made the way sign-in makes one, for an
 * employee on record: a report reads its reporter from the employee records.
 */
export const sessionCookie = async (pool: pg.Pool): Promise<string> => {
  const username = `kafka.tester.${randomUUID().slice(0, 8)}`;
  const { id } = await registerEmployee(
    new PostgresEventStore(pool),
    {
      username,
      firstName: 'Kafka',
      lastName: 'Tester',
      email: `${username}@example.test`,
      company: 'IPSI',
      department: 'Logistics',
      position: null,
      workLocation: null,
      role: 'admin',
      password: 'a-long-password-for-kafka',
    },
    systemContext('KafkaTest'),
  );
  const { token } = await new SessionStore(pool).create(
    { userId: id, username, displayName: 'Kafka Tester', role: 'admin' },
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
    headers: { 'content-type': 'application/json', ...ourPageHeaders(baseUrl), cookie },
    body: JSON.stringify(validReport({ location: `Bay ${Math.floor(Math.random() * 1000)}` })),
  });
  if (response.status !== 201)
    throw new Error(`report answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string; consistencyToken: string };
};
