/**
 * Readers' drift reports in Chromium: a reader on a demo recitation's page goes
 * offline, taps "Le surlignage est décalé" (the report waits in the outbox and the page says
 * so), comes back online and the report reaches the server; the administrator's recordings
 * list and the recording's page show the count; a reload, and even a device that forgot its
 * marker and taps again, do not make it 2. axe on the control, before and after the tap.
 *
 * The server is shared with the other suites: this suite takes a demo recitation the subtitle
 * generator's suite does not re-time (that one takes the 4-verse one) and counts from the
 * number the recording had before.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/admin';
import { launchBrowser, openPage, PHONE, waitForHeading } from './support/browser';
import { adminAuth, mirrorRows, waitForFirstSync, waitForMirror } from './support/mirror';
import { demoRecitations, type DemoRecitation } from './support/player-page';
import { overflowsHorizontally, saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const REPORT = { name: 'Le surlignage est décalé' };
const QUEUED = /Signalement enregistré : il partira dès que la connexion le permettra/;
const SENT = 'Merci : le décalage est signalé.';
let browser: Browser;
let auth: Record<string, string>;
let recitation: DemoRecitation;

const reportsOnServer = async () => {
  const response = await fetch(`${baseUrl}/api/audios/${recitation.audioId}/drift-reports`, {
    headers: auth,
  });
  if (!response.ok) throw new Error(`drift-reports: ${response.status}`);
  return ((await response.json()) as { reports: number }).reports;
};

const controlViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .include('[data-drift-report]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

/** Forgets this device's marker (as if its memory of the report were lost), keeps its id. */
const forgetMarker = (page: Page, audioId: string) =>
  page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('taalif');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('meta', 'readwrite');
          tx.objectStore('meta').delete(key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    `driftReport:${audioId}`,
  );

beforeAll(async () => {
  browser = await launchBrowser();
  auth = await adminAuth(baseUrl, adminPassword);
  const all = await demoRecitations(baseUrl);
  recitation = all.find((r) => r.cues.length !== 4)!;
});
afterAll(() => browser?.close());

describe('a reader reports that the highlighting is off', () => {
  it('offline, sent at reconnect, counted once per device, shown to the administrator', async () => {
    const before = await reportsOnServer();
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await waitForFirstSync(page, baseUrl);
    await page.goto(`/audio/${recitation.audioId}`);
    const control = page.locator('[data-drift-report]');
    const button = control.getByRole('button', REPORT);
    await button.waitFor({ timeout: 20_000 });
    expect(await controlViolations(page)).toEqual([]);

    await context.setOffline(true);
    await button.click();
    await control.getByText(QUEUED).waitFor();
    expect(await button.count()).toBe(0);
    const queued = (await mirrorRows<{ kind: string; targetId: string }>(page, 'outbox')).filter(
      (e) => e.kind === 'drift',
    );
    expect(queued.map((e) => e.targetId)).toEqual([recitation.audioId]);
    expect(await reportsOnServer()).toBe(before);
    expect(await controlViolations(page)).toEqual([]);

    // Back online: the sync engine sends the outbox, and the line says it was sent.
    await context.setOffline(false);
    await control.getByText(SENT).waitFor({ timeout: 30_000 });
    expect(await reportsOnServer()).toBe(before + 1);
    expect(await controlViolations(page)).toEqual([]);
    await saveScreenshot(page, 'drift-report-sent', 'fr');

    // A reload on the same device offers no second report.
    await page.reload();
    await control.getByText(SENT).waitFor({ timeout: 20_000 });
    expect(await control.getByRole('button', REPORT).count()).toBe(0);
    // Even a device that lost its marker is one device to the server.
    await forgetMarker(page, recitation.audioId);
    await page.reload();
    await control.getByRole('button', REPORT).click();
    await control.getByText(SENT).waitFor({ timeout: 30_000 });
    await waitForMirror(
      page,
      async () => (await mirrorRows(page, 'outbox')).every((e) => e.kind !== 'drift'),
      { what: 'the outbox to empty' },
    );
    expect(await reportsOnServer()).toBe(before + 1);
    await context.close();

    // The administrator's recordings list and the recording's page show the count.
    const admin = await openPage(browser, baseUrl);
    const title = (
      (await (await fetch(`${baseUrl}/api/audios/${recitation.audioId}`)).json()) as {
        title: string;
      }
    ).title;
    const listPath = `/dashboard/audios?q=${encodeURIComponent(title)}`;
    await signIn(admin.page, { password: adminPassword }, listPath);
    await waitForHeading(admin.page, 'Enregistrements');
    const row = admin.page.getByRole('row').filter({ hasText: title });
    await expect(
      row.locator('[data-drift-reports]').getAttribute('data-drift-reports', { timeout: 20_000 }),
    ).resolves.toBe(String(before + 1));
    await expect(row.locator('[data-drift-reports]').textContent()).resolves.toBe(
      String(before + 1),
    );

    await admin.page.goto(`/dashboard/audios/${recitation.audioId}`);
    const notice = admin.page.locator('[data-drift-notice]');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain(`${before + 1} signalement(s)`);
    const retime = notice.getByRole('link', { name: 'Recaler dans le générateur' });
    expect(await retime.getAttribute('href')).toBe(
      `/dashboard/poems/vtt-generator?audio=${recitation.audioId}`,
    );
    await admin.context.close();
  });

  it('fits a 360 px screen in Arabic, right to left, axe clean', async () => {
    const { context, page } = await openPage(browser, baseUrl, { viewport: PHONE });
    await page.goto(`/audio/${recitation.audioId}?lng=ar`);
    const button = page.locator('[data-drift-report]').getByRole('button', {
      name: 'التظليل غير متزامن',
    });
    await button.waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await controlViolations(page)).toEqual([]);
    await button.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'drift-report', 'ar');
    await context.close();
  });
});
