import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startAppServer, type AppServer } from '../lib/app-server.ts';
import type { BenchDatabase } from '../lib/database.ts';
import { notRun, reported, type BenchResult } from '../lib/results.ts';
import { settings } from '../lib/settings.ts';
import { median } from '../lib/stats.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The pages a phone user opens first; all but the login page signed in. */
const PAGES = [
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/incidents/new', signedIn: true },
] as const;

/** The goals of issue 36 ("Fast on a phone"), on Lighthouse's own mobile profile. */
const SCORE_GOAL = 90;
const FCP_GOAL_MS = 1800;
const LCP_GOAL_MS = 2500;

type Run = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  bytes: number;
  /** Lighthouse's own measure of the machine's speed at the run (higher is faster). */
  benchmarkIndex: number;
};

const metric = (lhr: Result, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit} for ${lhr.requestedUrl}`);
  return value;
};

/** Lighthouse's own "please run Lighthouse again" failures: its trace of the load was not usable. */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_DCL', 'NO_FCP_IN_TRACE']);
const TRIES = 3;

class LighthouseRuntimeError extends Error {
  constructor(
    url: string,
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse on ${url}: ${message} (${code})`);
  }
}

/** A run whose trace Lighthouse could not record is run again, at most TRIES times in all. */
const lighthouseRunAgainOnTraceFailure = async (url: string, cookie: string | null): Promise<Run> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, cookie);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || !TRACE_FAILURES.has(error.code) || attempt >= TRIES)
        throw error;
      console.log(`  ${error.message}: run ${attempt + 1} of at most ${TRIES}`);
    }
  }
};

/**
 * One Lighthouse navigation in a fresh Chromium (chrome-launcher gives each a new profile, so the
 * cache is cold), on Lighthouse's default mobile profile: its simulated throttling (150 ms round
 * trip, 1.6 Mbit/s, CPU x4) and a Moto G Power's screen. Only the performance category runs.
 */
const lighthouseRun = async (url: string, cookie: string | null): Promise<Run> => {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      // Lighthouse clears the origin's storage before it loads the page, so the session rides on
      // every request of the load instead of in the browser's cookie jar.
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    };
    const result = await lighthouse(url, flags);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(url, lhr.runtimeError.code, lhr.runtimeError.message);
    // A signed-in page that ended on the login page measured the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    }
    return {
      score: (lhr.categories['performance']?.score ?? 0) * 100,
      fcpMs: metric(lhr, 'first-contentful-paint'),
      lcpMs: metric(lhr, 'largest-contentful-paint'),
      tbtMs: metric(lhr, 'total-blocking-time'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: metric(lhr, 'speed-index'),
      bytes: metric(lhr, 'total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
};

type Figure = {
  key: keyof Run;
  label: string;
  unit: string;
  goal?: { text: string; met: (v: number) => boolean };
  /** How each run is written in the note. */
  show: (v: number) => string;
};

const FIGURES: Figure[] = [
  {
    key: 'score',
    label: 'performance score',
    unit: 'of 100',
    goal: { text: `>= ${SCORE_GOAL}`, met: (v) => v >= SCORE_GOAL },
    show: (v) => v.toFixed(0),
  },
  {
    key: 'fcpMs',
    label: 'first contentful paint',
    unit: 'ms',
    goal: { text: `< ${FCP_GOAL_MS} ms`, met: (v) => v < FCP_GOAL_MS },
    show: (v) => v.toFixed(0),
  },
  {
    key: 'lcpMs',
    label: 'largest contentful paint',
    unit: 'ms',
    goal: { text: `< ${LCP_GOAL_MS} ms`, met: (v) => v < LCP_GOAL_MS },
    show: (v) => v.toFixed(0),
  },
  { key: 'tbtMs', label: 'total blocking time', unit: 'ms', show: (v) => v.toFixed(0) },
  { key: 'cls', label: 'cumulative layout shift', unit: 'score', show: (v) => v.toFixed(3) },
  { key: 'speedIndexMs', label: 'speed index', unit: 'ms', show: (v) => v.toFixed(0) },
  { key: 'bytes', label: 'bytes transferred', unit: 'KiB', show: (v) => (v / 1024).toFixed(0) },
];

/**
 * Scenario 8: Lighthouse itself on its mobile profile, for the login page and, signed in, the
 * dashboard and the report form; the median of each figure over the runs, every run in the note.
 * The app runs on a database of its own with the demo data only, as a new installation has it.
 */
export const scenarioLighthouse = async (
  bench: BenchDatabase,
  dist: string,
  buildNote: string,
): Promise<BenchResult[]> => {
  const server = await startAppServer(await bench.create('lighthouse', { migrated: false }), dist);
  try {
    return await measurePages(server, buildNote);
  } finally {
    await server.stop();
    await bench.drop('lighthouse');
  }
};

const measurePages = async (server: AppServer, buildNote: string): Promise<BenchResult[]> => {
  const s = '8 frontend on a phone (Lighthouse)';
  const runs = settings.lighthouseRuns;
  const results: BenchResult[] = [];
  for (const page of PAGES) {
    const name = (f: Figure) => `${page.path} ${f.label}, Lighthouse mobile, median of ${runs}`;
    if (!existsSync(CHROMIUM)) {
      for (const f of FIGURES.filter((f) => f.goal))
        results.push(notRun(s, name(f), f.unit, f.goal!.text, `no Chromium at ${CHROMIUM}`));
      continue;
    }
    const cookie = page.signedIn ? (server.headers['cookie'] ?? null) : null;
    if (page.signedIn && !cookie) throw new Error(`${page.path} needs a session and the bench has none`);
    const measured: Run[] = [];
    for (let i = 0; i < runs; i += 1)
      measured.push(await lighthouseRunAgainOnTraceFailure(`${server.baseUrl}${page.path}`, cookie));
    // Every run of every figure in one note per page: the spread says how steady the median is.
    const spread = FIGURES.map((f) => `${f.label} ${measured.map((r) => f.show(r[f.key])).join(', ')}`);
    // The simulation multiplies the main-thread time it observes: a busy machine shows here.
    const machine = `benchmark index ${measured.map((r) => r.benchmarkIndex.toFixed(0)).join(', ')}`;
    const note = `runs: ${spread.join('; ')}; ${machine}${buildNote ? `; ${buildNote}` : ''}`;
    for (const [i, f] of FIGURES.entries()) {
      const values = measured.map((r) => (f.key === 'bytes' ? r[f.key] / 1024 : r[f.key]));
      const value = median(values)!;
      const extra = i === 0 ? { note } : {};
      const goal = f.goal;
      // The goal is judged on the median; the repeats show whether the runs agreed on it.
      const repeats = { values, met: goal ? measured.filter((r) => goal.met(r[f.key])).length : 0 };
      results.push(
        goal
          ? {
              ...reported(s, name(f), value, f.unit, { ...extra, repeats }),
              goal: goal.text,
              met: goal.met(median(measured.map((r) => r[f.key]))!),
            }
          : reported(s, name(f), value, f.unit, { ...extra, repeats }),
      );
    }
  }
  return results;
};
