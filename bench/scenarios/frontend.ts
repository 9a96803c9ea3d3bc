import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import type { AppServer } from '../lib/app-server.ts';
import { notRun, reported, type BenchResult } from '../lib/results.ts';
import { demoAccount, settings } from '../lib/settings.ts';
import { median } from '../lib/stats.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * DevTools' "Fast 3G" preset (as Lighthouse's mobile profile uses it): 562.5 ms round trip,
 * 1.6 Mbit/s down and 750 kbit/s up at 90 % goodput, and the CPU four times slower.
 */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
const BYTES_GOAL_KIB = 200;
const FCP_GOAL_MS = 2500;

type Load = {
  fcpMs: number;
  /** Bytes on the wire (headers and compressed bodies) of every request started before first paint. */
  bytesBeforePaint: number;
  /** Every response of the load, in transferred bytes, with its encoding. */
  responses: { url: string; bytes: number; encoding: string; beforePaint: boolean }[];
};

/** Records what Chromium itself counts as received, per request, through the DevTools protocol. */
const recordNetwork = (cdp: CDPSession) => {
  const sent = new Map<string, { url: string; at: number }>();
  const encodings = new Map<string, string>();
  const finished = new Map<string, { bytes: number }>();
  cdp.on('Network.requestWillBeSent', (e) => sent.set(e.requestId, { url: e.request.url, at: e.timestamp }));
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    encodings.set(e.requestId, String(headers['content-encoding'] ?? 'identity'));
  });
  cdp.on('Network.loadingFinished', (e) => finished.set(e.requestId, { bytes: e.encodedDataLength }));
  return (navigationUrl: string, fcpMs: number): Omit<Load, 'fcpMs'> => {
    // The document request starts the clock that the paint timing counts from.
    const start = [...sent.values()].find((r) => r.url === navigationUrl)?.at ?? 0;
    // Started before the paint: what the paint waited for, or competed with for the same line.
    const responses = [...finished.entries()].map(([id, f]) => ({
      url: new URL(sent.get(id)?.url ?? navigationUrl).pathname,
      bytes: f.bytes,
      encoding: encodings.get(id) ?? 'identity',
      beforePaint: ((sent.get(id)?.at ?? Infinity) - start) * 1000 <= fcpMs,
    }));
    const bytesBeforePaint = responses.filter((r) => r.beforePaint).reduce((n, r) => n + r.bytes, 0);
    return { bytesBeforePaint, responses };
  };
};

/** One cold load of `page` (fresh profile, empty cache) on the throttled profile, signed in first. */
const throttledLoad = async (server: AppServer, page: string): Promise<Load> => {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'hs-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
  });
  try {
    if (server.signedIn) {
      const login = await context.request.post(`${server.baseUrl}/api/login`, {
        form: { username: demoAccount.username, password: demoAccount.password },
        headers: { origin: server.baseUrl },
      });
      if (!login.ok()) throw new Error(`browser sign-in failed: ${login.status()}`);
    }
    const tab = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const network = recordNetwork(cdp);
    const url = `${server.baseUrl}${page}`;
    await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Runs in the page; a string, because the bench is type-checked against Node's lib, not the DOM's.
    const fcpMs = await tab.evaluate<number>(`new Promise((resolve, reject) => {
      const seen = performance.getEntriesByName('first-contentful-paint')[0];
      if (seen) return resolve(seen.startTime);
      new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
      setTimeout(() => reject(new Error('no first contentful paint within 30 s')), 30000);
    })`);
    return { fcpMs, ...network(url, fcpMs) };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
};

const kib = (bytes: number) => bytes / 1024;

/** What a load before first paint was made of: "/assets/react-x.js 83.1 br, ...". */
const describeLoad = (load: Load) =>
  load.responses
    .filter((r) => r.beforePaint)
    .map((r) => `${r.url} ${kib(r.bytes).toFixed(1)} ${r.encoding}`)
    .join(', ');

/**
 * Scenario 8: what the first pages cost as Chromium receives them (bytes on the wire, compressed as
 * served, cold cache) and how soon they paint on a throttled "Fast 3G / 4x CPU" profile.
 */
export const scenarioFrontend = async (
  server: AppServer,
  _dist: string,
  buildNote: string,
): Promise<BenchResult[]> => {
  const s = '8 frontend';
  const profileNote = `Fast 3G (562.5 ms RTT, 1.44 Mbit/s down), CPU x${CPU_SLOWDOWN}, cold cache`;
  const results: BenchResult[] = [];
  for (const page of ['/dashboard', '/incidents']) {
    const bytesFigure = `${page} bytes received before first paint (as served, cold cache)`;
    const fcpFigure = `${page} first contentful paint, Fast 3G / 4x CPU, median of ${settings.fcpRuns}`;
    if (!existsSync(CHROMIUM)) {
      const reason = `no Chromium at ${CHROMIUM}`;
      results.push(notRun(s, bytesFigure, 'KiB', `<= ${BYTES_GOAL_KIB} KiB`, reason));
      results.push(notRun(s, fcpFigure, 'ms', `< ${FCP_GOAL_MS} ms`, reason));
      continue;
    }
    const loads: Load[] = [];
    for (let i = 0; i < settings.fcpRuns; i += 1) loads.push(await throttledLoad(server, page));
    const bytes = kib(Math.max(...loads.map((l) => l.bytesBeforePaint)));
    const heaviest = loads.reduce((a, b) => (b.bytesBeforePaint > a.bytesBeforePaint ? b : a));
    results.push({
      ...reported(s, bytesFigure, bytes, 'KiB'),
      goal: `<= ${BYTES_GOAL_KIB} KiB`,
      met: bytes <= BYTES_GOAL_KIB,
      note: `largest of ${loads.length} loads: ${describeLoad(heaviest)}${buildNote ? `; ${buildNote}` : ''}`,
    });
    const fcp = median(loads.map((l) => l.fcpMs))!;
    results.push({
      ...reported(s, fcpFigure, fcp, 'ms'),
      goal: `< ${FCP_GOAL_MS} ms`,
      met: fcp < FCP_GOAL_MS,
      note: `runs: ${loads.map((l) => Math.round(l.fcpMs)).join(', ')} ms; ${profileNote}; ${server.signedIn ? 'signed in first' : 'no sign-in yet'}`,
    });
  }
  return results;
};
