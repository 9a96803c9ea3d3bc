import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle, MAX_ATTEMPTS_PER_ADDRESS, verifyPassword } from '@hs/infra/auth';
import { startTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app.ts';

/** Every password check the sign-in makes, counted (the burst's outcome, not its timing). */
let checks = 0;
const countingVerify: typeof verifyPassword = async (password, hash) => {
  checks += 1;
  return verifyPassword(password, hash);
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { verifyPassword: countingVerify });
});
afterAll(async () => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
type Answer = Awaited<ReturnType<typeof login>>;

/** Sends all the attempts at once and counts the password checks they caused. */
const burst = async (attempts: Array<() => Promise<Answer>>) => {
  checks = 0;
  const answers = await Promise.all(attempts.map((attempt) => attempt()));
  return { answers, checks, statuses: answers.map((a) => a.statusCode) };
};
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

const expectRefusedWithRetryAfter = (answers: Answer[]) => {
  for (const answer of answers.filter((a) => a.statusCode === 429)) {
    expect(answer.headers['content-type']).toMatch(/problem\+json/);
    expect(answer.json()).toMatchObject({ status: 429, title: 'Too many attempts' });
    const seconds = Number(answer.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(answer.cookies).toHaveLength(0);
  }
};

describe('the login throttle under parallel attempts', () => {
  it('lets 200 parallel wrong passwords for one account reach at most 5 password checks; the rest get 429', async () => {
    const { answers, checks, statuses } = await burst(
      Array.from(
        { length: 200 },
        (_, i) => () => login('lwilson', `wrong-${i}`, `10.1.${i >> 8}.${i & 255}`),
      ),
    );
    expect(checks).toBeGreaterThanOrEqual(1);
    expect(checks).toBeLessThanOrEqual(5);
    expect(count(statuses, 401)).toBe(checks);
    expect(count(statuses, 429)).toBe(200 - checks);
    expectRefusedWithRetryAfter(answers);
    // Every checked attempt is in the log; of the refusals only the first of the window.
    const recorded = await t.pool.query<{ reason: string; n: number }>(
      `SELECT data->>'reason' AS reason, count(*)::int AS n FROM es_events
        WHERE event_type = 'UserSignInFailed' AND data->>'username' = 'lwilson' GROUP BY 1`,
    );
    const byReason = Object.fromEntries(recorded.rows.map((r) => [r.reason, r.n]));
    expect(byReason['wrong-password']).toBe(checks);
    expect(byReason.throttled ?? 0).toBeLessThanOrEqual(1);
  }, 30_000);

  it('lets 200 parallel attempts on 40 accounts from one address reach at most 100 password checks', async () => {
    const { answers, checks, statuses } = await burst(
      Array.from({ length: 200 }, (_, i) => () => login(`guess-${i % 40}`, 'guess', '10.2.0.1')),
    );
    expect(checks).toBeGreaterThanOrEqual(1);
    expect(checks).toBeLessThanOrEqual(MAX_ATTEMPTS_PER_ADDRESS);
    expect(count(statuses, 401)).toBe(checks);
    expect(count(statuses, 429)).toBe(200 - checks);
    expectRefusedWithRetryAfter(answers);
  }, 30_000);

  it('does not sign in with the right password sent inside a burst of wrong ones once the limit is reached', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('dokafor', `wrong-${i}`, '10.3.0.1')).statusCode).toBe(401);
    const { answers, checks, statuses } = await burst([
      ...Array.from({ length: 39 }, (_, i) => () => login('dokafor', `wrong-again-${i}`, `10.3.1.${i}`)),
      () => login('dokafor', DEMO_PASSWORD, '10.3.2.1'),
    ]);
    expect(checks).toBe(0);
    expect(statuses).toEqual(Array(40).fill(429));
    expectRefusedWithRetryAfter(answers);
    const signedIn = await t.pool.query(
      `SELECT 1 FROM es_events WHERE event_type = 'UserSignedIn' AND data->>'username' = 'dokafor'`,
    );
    expect(signedIn.rowCount).toBe(0);
  }, 30_000);

  it('refuses the right password from a blocked address, whatever the account', async () => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_ADDRESS; i++)
      expect((await login(`nobody-${i}`, 'guess', '10.4.0.1')).statusCode).toBe(401);
    const blocked = await login('supervisor', DEMO_PASSWORD, '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.cookies).toHaveLength(0);
    expect((await login('supervisor', DEMO_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  }, 60_000);

  it('keeps the failures before a successful sign-in counted, and does not count the success', async () => {
    for (let i = 0; i < 4; i++)
      expect((await login('ngarcia', `wrong-${i}`, '10.5.0.1')).statusCode).toBe(401);
    expect((await login('ngarcia', DEMO_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    expect((await login('ngarcia', 'wrong-5', '10.5.0.1')).statusCode).toBe(401);
    expect((await login('ngarcia', DEMO_PASSWORD, '10.5.0.1')).statusCode).toBe(429);
  });

  it('lets someone sign in many times in a row without locking out their account or address', async () => {
    for (let i = 0; i < 25; i++)
      expect((await login('officer', DEMO_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
  }, 30_000);
});

describe('counting attempts in PostgreSQL', () => {
  // Without the in-process limit in front: the database count alone must be exact.
  it('allows exactly 5 of 200 simultaneous attempts on one account and 100 of 200 from one address', async () => {
    const throttle = new LoginThrottle(t.pool);
    const account = await Promise.all(
      Array.from({ length: 200 }, (_, i) => throttle.countAttempt('counted', `10.7.${i >> 8}.${i & 255}`)),
    );
    expect(account.filter((v) => v.allowed)).toHaveLength(5);
    const address = await Promise.all(
      Array.from({ length: 200 }, (_, i) => throttle.countAttempt(`counted-${i}`, '10.8.0.1')),
    );
    expect(address.filter((v) => v.allowed)).toHaveLength(MAX_ATTEMPTS_PER_ADDRESS);
  }, 30_000);
});
