import { afterAll, beforeAll, describe } from 'vitest';
import { browserSkipReason, openBrowser, type Browser } from './browser.ts';
import { signInThroughApi, startRunningApp, type RunningApp, type StartOptions } from './running-app.ts';

const skip = browserSkipReason();
if (skip) console.warn(`[e2e] ${skip}`);

/** A describe block of browser tests; skipped, with the reason printed, where Chromium is missing. */
export const describeInBrowser = (title: string, body: () => void) =>
  describe.skipIf(skip !== null)(title, body);

/** The running app of a describe block and its browsers, filled in before its first test. */
export type Session<Name extends string> = { app: RunningApp } & Record<Name, Browser>;

/**
 * Starts the app and one browser per name before the block's tests and stops them after. A name
 * listed in `signedIn` is a demo account's username (admin, employee, ...) and is signed in as it.
 */
export const appWithBrowsers = <Name extends string>(
  names: readonly Name[],
  { signedIn = [], ...options }: StartOptions & { signedIn?: readonly Name[] } = {},
): Session<Name> => {
  const session = {} as Session<Name>;
  beforeAll(async () => {
    session.app = await startRunningApp(options);
    const browsers = await Promise.all(names.map(() => openBrowser()));
    names.forEach((name, i) => Object.assign(session, { [name]: browsers[i] }));
    for (const role of signedIn) await signInThroughApi(session[role], session.app, role);
  });
  afterAll(async () => {
    for (const name of names) await session[name]?.close();
    await session.app?.stop();
  });
  return session;
};

/** The usual block: the app and one browser, nobody signed in yet. */
export const appInBrowser = (options?: StartOptions) => appWithBrowsers(['browser'], options);
