import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

/** The file's app and the session cookies of `users`, filled in before its first test. */
export type TestAppSession<User extends string> = { t: TestApp; cookie: Record<User, string> };

/** Starts the app before the file's tests with `users` (demo accounts) signed in; closes it after. */
export const testAppFor = <User extends string>(users: readonly User[]): TestAppSession<User> => {
  const session = { cookie: {} } as TestAppSession<User>;
  beforeAll(async () => {
    session.t = await startTestApp();
    for (const user of users) session.cookie[user] = await session.t.signIn(user);
  });
  afterAll(async () => session.t?.close());
  return session;
};
