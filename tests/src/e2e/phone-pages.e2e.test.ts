import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ReportIncidentResponse } from '@hs/contracts';
import { desktop, openBrowser, phone, type Device } from '../support/browser.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { seriousAxeFindings, sidewaysOverflow, smallTargets } from '../support/page-checks.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

/** Where screenshots for the reviewer go when SHOTS_DIR is set; none are taken otherwise. */
const shotsDir = process.env.SHOTS_DIR;

const roles = ['admin', 'officer', 'supervisor', 'employee'] as const;
type Role = (typeof roles)[number];

/** One of each thing that has a page of its own, made before the walk. */
interface Sample {
  incidentId: string;
  /** A demo incident recorded on the OSHA log, which has a Form 301. */
  recordableId: string;
  actionId: string;
  inspectionId: string;
  documentId: string;
  employeeId: string;
}

/** Every route of the app a signed-in user can open (docs/product.md, "Screens"), detail pages included. */
const signedInPaths = (s: Sample): string[] => [
  '/dashboard',
  '/my-work',
  '/incidents',
  '/incidents/new',
  `/incidents/${s.incidentId}`,
  '/insights/report',
  '/actions',
  '/actions/new',
  `/actions/${s.actionId}`,
  '/inspections',
  '/inspections/templates',
  `/inspections/${s.inspectionId}`,
  '/training',
  '/training/matrix',
  '/documents',
  '/documents/upload',
  '/documents/approvals',
  `/documents/${s.documentId}`,
  '/required-signatures',
  '/compliance',
  '/employee-management',
  `/employee-management?employee=${s.employeeId}`,
  '/establishments',
  '/osha',
  '/osha/300a',
  `/osha/301/${s.recordableId}`,
  '/osha/ita',
  '/administration',
  '/admin',
  '/admin/notifications',
  '/notifications',
  '/notifications/settings',
  '/account/password',
  '/no-such-page',
];

const signedOutPaths = ['/auth', '/admin-login', '/set-password'];

/** One walk of about 30 pages; a busy two-core machine needs up to 3 s a page. */
const WALK_TIMEOUT = 240_000;

/** A path as a file name. */
const fileName = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'root';

/** Opens a page and waits until it has its heading (or says why not) and its reads have settled. */
const open = async (page: Page, url: string) => {
  await page.goto(url);
  await page.locator('h1, main [role=alert]').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
};

/**
 * The whole page as the device shows it. The window is stretched to the page's height instead of
 * a fullPage capture, which Chromium takes without the phone's touch emulation (a mouse layout).
 */
const shoot = async (page: Page, device: Device, path: string) => {
  const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
  await page.setViewportSize({ width: device.width, height: Math.max(height, device.height) });
  await page.screenshot({ path });
  await page.setViewportSize({ width: device.width, height: device.height });
};

/**
 * Everything wrong with the page as it stands: sideways scrolling, and axe's serious or critical
 * findings; on a phone also touch targets under 44 px.
 */
const problemsOf = async (page: Page, device: Device): Promise<string[]> => {
  const problems: string[] = [];
  if (device.phone) {
    const overflow = await sidewaysOverflow(page);
    if (overflow.excess > 0)
      problems.push(`scrolls sideways by ${overflow.excess} px: ${overflow.wide.join('; ')}`);
    const small = await smallTargets(page);
    if (small.length > 0) problems.push(`targets under 44 px: ${small.slice(0, 10).join('; ')}`);
  }
  problems.push(...(await seriousAxeFindings(page)).map((finding) => `axe ${finding}`));
  return problems;
};

describeInBrowser('every page on a phone, for every role', () => {
  let app: RunningApp;
  let sample: Sample;

  beforeAll(async () => {
    app = await startRunningApp();
    const api = (path: string) => `${app.baseUrl}${path}`;
    const setup = await openBrowser();
    try {
      const { request } = setup.context;
      await signInThroughApi(setup, app, 'employee');
      const reported = await request.post(api('/api/incidents'), { data: validReport() });
      expect(reported.status()).toBe(201);
      const incident = (await reported.json()) as ReportIncidentResponse;

      await signInThroughApi(setup, app, 'admin');
      const users = (await (await request.get(api('/api/users'))).json()) as {
        id: string;
        username: string;
      }[];
      const employee = users.find((user) => user.username === 'employee')!;
      const raised = await request.post(api('/api/actions'), {
        data: {
          title: 'Guard the conveyor nip point',
          description: 'Fit a fixed guard over the exposed nip point.',
          controlLevel: 'engineering',
          ownerId: employee.id,
          dueDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
          priority: 'high',
          source: { kind: 'incident', incidentId: incident.id },
        },
      });
      expect(raised.status()).toBe(201);
      const incidents = (await (await request.get(api('/api/incidents'))).json()) as { id: string }[];
      let recordableId = '';
      for (const { id } of incidents) {
        if ((await request.get(api(`/api/osha/301/${id}`))).ok()) {
          recordableId = id;
          break;
        }
      }
      expect(recordableId).not.toBe('');
      const documents = (await (await request.get(api('/api/documents'))).json()) as {
        documents: { id: string }[];
      };
      // The employee starts the inspection assigned to them, so each role has one it may open.
      await signInThroughApi(setup, app, 'employee');
      const due = (
        (await (await request.get(api('/api/inspections'))).json()) as {
          due: { scheduleId: string; periodStart: string; periodEnd: string }[];
        }
      ).due[0]!;
      const started = await request.post(api('/api/inspections'), {
        data: { scheduleId: due.scheduleId, periodStart: due.periodStart, periodEnd: due.periodEnd },
      });
      expect(started.status()).toBe(201);
      sample = {
        incidentId: incident.id,
        recordableId,
        actionId: ((await raised.json()) as { id: string }).id,
        inspectionId: ((await started.json()) as { id: string }).id,
        documentId: documents.documents[0]!.id,
        employeeId: employee.id,
      };
    } finally {
      await setup.close();
    }
    if (shotsDir) await mkdir(shotsDir, { recursive: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** Walks every path as the role (signed out when null) and names every problem found. */
  const walk = async (device: Device, role: Role | null, paths: string[]) => {
    const browser = await openBrowser(device);
    const { page } = browser;
    const failures: string[] = [];
    try {
      if (role) await signInThroughApi(browser, app, role);
      for (const path of paths) {
        browser.consoleErrors.splice(0);
        try {
          await open(page, `${app.baseUrl}${path}`);
          if (shotsDir)
            await shoot(
              page,
              device,
              `${shotsDir}/${role ?? 'signed-out'}-${device.width}-${fileName(path)}.png`,
            );
          const problems = await problemsOf(page, device);
          problems.push(...browser.consoleErrors.map((error) => `console ${error}`));
          failures.push(...problems.map((problem) => `${role ?? 'signed out'} ${path}: ${problem}`));
        } catch (error) {
          failures.push(`${role ?? 'signed out'} ${path}: ${String(error).split('\n')[0]}`);
        }
      }
    } finally {
      await browser.close();
    }
    return failures;
  };

  it(
    'signed out, the login pages fit a phone',
    async () => {
      expect(await walk(phone, null, signedOutPaths)).toEqual([]);
    },
    WALK_TIMEOUT,
  );

  it.each(roles)(
    'as %s, every page fits a 375 px phone with nothing serious for axe',
    async (role) => {
      expect(await walk(phone, role, signedInPaths(sample))).toEqual([]);
    },
    WALK_TIMEOUT,
  );

  // One role on a desktop keeps the run short; the administrator sees every page with all its parts.
  it(
    'as admin, every page on a desktop has nothing serious for axe',
    async () => {
      expect(await walk(desktop, 'admin', signedInPaths(sample))).toEqual([]);
    },
    WALK_TIMEOUT,
  );
});
