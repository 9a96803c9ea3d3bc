import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
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

/** The entry script and its modulepreloads: what the browser loads before it can paint anything. */
export const scriptsBeforeFirstPaint = (dist: string): { file: string; gzipBytes: number }[] => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [
    ...[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return [...new Set(entries)].map((href) => ({
    file: href,
    gzipBytes: gzipSync(readFileSync(path.join(dist, href.replace(/^\//, ''))), { level: 9 }).length,
  }));
};

/** First contentful paint of one page in a fresh browser profile (cold cache), signed in first when sign-in exists. */
const firstContentfulPaint = async (server: AppServer, page: string): Promise<number> => {
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
    await tab.goto(`${server.baseUrl}${page}`, { waitUntil: 'load' });
    // Runs in the page; a string, because the bench is type-checked against Node's lib, not the DOM's.
    return await tab.evaluate<number>(`new Promise((resolve, reject) => {
      const seen = performance.getEntriesByName('first-contentful-paint')[0];
      if (seen) return resolve(seen.startTime);
      new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
      setTimeout(() => reject(new Error('no first contentful paint within 10 s')), 10000);
    })`);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
};

/** Scenario 8: what the dashboard costs to download, and how soon two pages paint. */
export const scenarioFrontend = async (
  server: AppServer,
  dist: string,
  buildNote: string,
): Promise<BenchResult[]> => {
  const s = '8 frontend';
  const scripts = scriptsBeforeFirstPaint(dist);
  const kb = scripts.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
  const results: BenchResult[] = [
    {
      scenario: s,
      figure: 'JS before first paint, gzip -9 (entry + modulepreloads)',
      value: kb,
      unit: 'KiB',
      baseline: null,
      ratio: null,
      goal: '<= 200 KiB',
      met: kb <= 200,
      note: `${scripts.map((f) => `${f.file} ${(f.gzipBytes / 1024).toFixed(1)}`).join(', ')}${buildNote ? `; ${buildNote}` : ''}`,
    },
  ];
  for (const page of ['/dashboard', '/incidents']) {
    if (!existsSync(CHROMIUM)) {
      results.push(
        notRun(s, `${page} first contentful paint, median`, 'ms', '< 1000 ms', `no Chromium at ${CHROMIUM}`),
      );
      continue;
    }
    const runs: number[] = [];
    for (let i = 0; i < settings.fcpRuns; i += 1) runs.push(await firstContentfulPaint(server, page));
    const value = median(runs)!;
    results.push({
      ...reported(s, `${page} first contentful paint, median of ${settings.fcpRuns}`, value, 'ms'),
      goal: '< 1000 ms',
      met: value < 1000,
      note: `runs: ${runs.map((r) => Math.round(r)).join(', ')} ms; ${server.signedIn ? 'signed in first' : 'no sign-in yet'}`,
    });
  }
  return results;
};
