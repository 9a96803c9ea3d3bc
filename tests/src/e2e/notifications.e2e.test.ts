import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReportIncidentResponse } from '@hs/contracts';
import { createPool } from '@hs/infra/db';
import { openBrowser, phone, type Browser } from '../support/browser.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { insertNotification } from '../support/notification-rows.ts';
import { seriousAxeFindings, sidewaysOverflow, smallTargets } from '../support/page-checks.ts';
import { databaseUrlOf, signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

const shots = process.env.SHOTS_DIR;
const OLD_ONES = 22;

describeInBrowser('the bell, the notifications page and the notification settings', () => {
  let app: RunningApp;
  let browser: Browser;
  let pool: ReturnType<typeof createPool>;
  let incident: ReportIncidentResponse;
  let urgentId: string;

  beforeAll(async () => {
    app = await startRunningApp();
    browser = await openBrowser();
    pool = createPool({
      url: await databaseUrlOf(app.dataDir),
      max: 2,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 30_000,
      applicationName: 'e2e-notifications',
    });
    await signInThroughApi(browser, app, 'employee');
    const { request } = browser.context;
    const me = (await (await request.get(`${app.baseUrl}/api/user`)).json()) as { id: string };
    const reported = await request.post(`${app.baseUrl}/api/incidents`, { data: validReport() });
    incident = (await reported.json()) as ReportIncidentResponse;
    // 22 read ones over the past days, then three unread, the newest urgent and about the report.
    const now = Date.now();
    for (let i = 0; i < OLD_ONES; i += 1)
      await insertNotification(pool, {
        recipientId: me.id,
        title: `Old notice ${String(i + 1).padStart(2, '0')}`,
        link: '/my-work',
        createdAt: new Date(now - (OLD_ONES - i) * 3_600_000 - 86_400_000),
        read: true,
      });
    await insertNotification(pool, {
      recipientId: me.id,
      title: 'Training registration confirmed',
      link: '/training',
      kind: 'training',
      createdAt: new Date(now - 120_000),
    });
    await insertNotification(pool, {
      recipientId: me.id,
      title: 'Task assigned: check the eyewash station',
      link: '/my-work',
      createdAt: new Date(now - 60_000),
    });
    urgentId = await insertNotification(pool, {
      recipientId: me.id,
      title: `Incident ${incident.reportNumber} needs you`,
      link: `/incidents/${incident.id}`,
      kind: 'incident-reported',
      urgent: true,
      createdAt: new Date(now),
    });
  });
  afterAll(async () => {
    await pool?.end();
    await browser?.close();
    await app?.stop();
  });

  const bell = () => browser.page.getByRole('banner').getByRole('button', { name: /^Notifications, / });

  it('the bell says how many are unread in its name', async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor();
  });

  it('the panel lists the latest; opening one leads to its subject and marks it read', async () => {
    const { page } = browser;
    await bell().click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const items = panel.getByRole('list', { name: 'Latest notifications' }).getByRole('listitem');
    await items.first().waitFor();
    await expect(items.count()).resolves.toBe(8);
    await expect(items.first().textContent()).resolves.toContain('Urgent');
    await expect(items.first().textContent()).resolves.toContain(
      `Incident ${incident.reportNumber} needs you`,
    );
    if (shots) await page.screenshot({ path: `${shots}/bell-panel-1280.png` });
    // Escape closes the panel and gives the focus back to the bell.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect(bell().evaluate((el) => el === el.ownerDocument.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Enter');
    await panel.getByRole('link', { name: `Incident ${incident.reportNumber} needs you (unread)` }).click();
    await page.waitForURL(new RegExp(`/incidents/${incident.id}$`));
    await page.getByRole('heading', { level: 1, name: `Incident #${incident.reportNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor();
    const row = await pool.query('SELECT read_at FROM notifications WHERE id = $1', [urgentId]);
    expect(row.rows[0].read_at).not.toBeNull();
  });

  it('the page lists every notification newest first, a page at a time, and marks them read', async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/notifications`);
    const list = page.getByRole('list', { name: 'Notifications' });
    const links = list.getByRole('listitem').getByRole('link');
    await links.first().waitFor();
    await expect(links.count()).resolves.toBe(20);
    await expect(links.first().textContent()).resolves.toContain(`Incident ${incident.reportNumber}`);
    await page.getByRole('button', { name: 'Load more notifications' }).click();
    await expect.poll(() => links.count()).toBe(OLD_ONES + 3);
    await expect(links.last().textContent()).resolves.toBe('Old notice 01');
    await expect(page.getByRole('button', { name: 'Load more notifications' }).count()).resolves.toBe(0);

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Unread' }).click();
    await expect.poll(() => links.count()).toBe(2);
    await page.getByRole('button', { name: 'Mark as read: Training registration confirmed' }).click();
    await expect.poll(() => links.count()).toBe(1);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('You have read every notification.').waitFor();
    await page.getByRole('button', { name: 'Notifications, none unread' }).waitFor();
    expect(browser.consoleErrors).toEqual([]);
  });

  it('settings are saved and still there after a reload; OSHA deadlines cannot be switched off', async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/notifications/settings`);
    const training = page.getByRole('group', { name: 'Training' });
    await training.getByRole('radio', { name: 'In the app only' }).check();
    await page.getByRole('group', { name: 'Overdue' }).getByRole('radio', { name: 'Daily digest' }).check();
    await page.getByLabel('Sent at').selectOption({ label: '6:00 PM' });
    await page.getByLabel('Time zone').selectOption('Europe/Berlin');
    const osha = page.getByRole('group', { name: 'OSHA deadlines' });
    for (const radio of await osha.getByRole('radio').all())
      await expect(radio.isDisabled()).resolves.toBe(true);
    await expect(osha.getByRole('radio', { name: 'E-mail at once' }).isChecked()).resolves.toBe(true);

    // Leaving with unsaved changes asks first; staying keeps them.
    await page.getByRole('link', { name: 'Notifications', exact: true }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(training.getByRole('radio', { name: 'In the app only' }).isChecked()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Your notification settings are saved.').first().waitFor();
    await page.reload();
    await expect(
      page
        .getByRole('group', { name: 'Training' })
        .getByRole('radio', { name: 'In the app only' })
        .isChecked(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('group', { name: 'Overdue' }).getByRole('radio', { name: 'Daily digest' }).isChecked(),
    ).resolves.toBe(true);
    await expect(page.getByLabel('Sent at').inputValue()).resolves.toBe('18');
    await expect(page.getByLabel('Time zone').inputValue()).resolves.toBe('Europe/Berlin');
    expect(browser.consoleErrors).toEqual([]);
  });

  it('on a phone the panel, the page and the settings pass axe, fit the width and take a thumb', async () => {
    const small = await openBrowser(phone);
    try {
      await signInThroughApi(small, app, 'employee');
      const { page } = small;
      const check = async (what: string) => {
        expect(await seriousAxeFindings(page), what).toEqual([]);
        expect((await sidewaysOverflow(page)).excess, what).toBe(0);
        expect(await smallTargets(page), what).toEqual([]);
      };
      await page.goto(`${app.baseUrl}/notifications`);
      await page.getByRole('list', { name: 'Notifications' }).waitFor();
      await check('/notifications');
      if (shots) await page.screenshot({ path: `${shots}/notifications-375.png` });
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications, / })
        .click();
      await page.getByRole('dialog', { name: 'Notifications' }).getByRole('list').waitFor();
      await check('the bell panel');
      if (shots) await page.screenshot({ path: `${shots}/bell-panel-375.png` });
      await page.goto(`${app.baseUrl}/notifications/settings`);
      await page.getByRole('button', { name: 'Save settings' }).waitFor();
      await check('/notifications/settings');
      if (shots) await page.screenshot({ path: `${shots}/notification-settings-375.png` });
      expect(small.consoleErrors).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
