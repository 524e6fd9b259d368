/**
 * The dashboard's smaller defects, on a phone (390 px), as an administrator meets them:
 * - a poem's view lists its tags one per line and does not scroll sideways;
 * - the difficult-words list's actions no longer cover the columns beside the word;
 * - a word picked in the editor's preview offers "add a definition" on screen, not a poem's
 *   length below;
 * - "19a5" as a year says what is wrong, and focus goes to the first field to fix;
 * - Space on a fully timed recording points to "Restart here", and the zoomable waveform can
 *   take focus (axe finds nothing on the subtitle generator).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, waitForHeading } from './support/browser';
import { demoRecitations } from './support/player-page';
import { overflowsHorizontally } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser, baseUrl, { viewport: PHONE }));
  await signIn(page, { password: adminPassword }, '/dashboard/poems');
});
afterAll(() => browser?.close());

/** A demo poem with several tags (other suites share the server and add theirs). */
async function taggedPoem(): Promise<string> {
  const answer = (await (await fetch(`${baseUrl}/api/poems?limit=100`)).json()) as {
    content: { id: string; tagIds: string[] }[];
  };
  return answer.content.find((poem) => poem.tagIds.length > 1)!.id;
}

/**
 * A demo recording with every verse timed that no other suite retimes: the subtitle
 * generator's suite (vtt-generator.e2e) times Kocc Barma's four sayings again, and one run
 * here met it half-timed.
 */
async function timedRecording(): Promise<string> {
  const recitations = await demoRecitations(baseUrl);
  return recitations.find((r) => r.cues.length !== 4 && r.verseOfCue.every((v) => v >= 0))!.audioId;
}

describe('the dashboard on a phone', { timeout: 120_000 }, () => {
  it("lists a poem's tags one per line, without sideways scrolling", async () => {
    await page.goto(`/dashboard/poems/${await taggedPoem()}`);
    const tags = page.locator('dt:text-is("Étiquettes") + dd li');
    await tags.first().waitFor();
    expect(await tags.count()).toBeGreaterThan(1);
    const [first, second] = await Promise.all([
      tags.nth(0).boundingBox(),
      tags.nth(1).boundingBox(),
    ]);
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(await overflowsHorizontally(page)).toBe(false);
  });

  it("keeps the difficult words' definitions in view beside the word", async () => {
    await page.goto('/dashboard/difficult-words');
    await waitForHeading(page, 'Mots difficiles');
    const definition = page.locator('tbody tr').first().locator('td').first();
    await definition.waitFor();
    const box = (await definition.boundingBox())!;
    // What is drawn at the definition's centre is the definition, not an actions column over it.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('td')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + 10 },
    );
    expect(hit).toBe(await definition.textContent());
  });

  it('offers "add a definition" on screen for a word picked in the preview', async () => {
    await page.goto(`/dashboard/poems/${await taggedPoem()}/edit`);
    const word = page.getByTestId('poem-preview').getByRole('button').nth(2);
    await word.waitFor();
    await word.click();
    const add = page.getByRole('button', { name: 'Ajouter une définition' });
    await add.waitFor();
    const box = (await add.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.y).toBeGreaterThanOrEqual(0);
  });

  it('says what is wrong with "19a5" as a year and takes focus to the first field to fix', async () => {
    await page.goto('/dashboard/poems/new');
    await page.getByLabel(/^Année/).fill('19a5');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('Saisissez un nombre, en chiffres').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-invalid') === 'true',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
  });

  it('points to "Reprendre ici" when every verse is timed, with a focusable waveform', async () => {
    await page.goto(`/dashboard/poems/vtt-generator?audio=${await timedRecording()}`);
    // The demo recordings come with their WebVTT: every verse is timed.
    await page.getByTestId('waveform').locator('[role="group"][tabindex="0"]').waitFor({
      state: 'attached',
    });
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByTestId('generator-status').textContent())
      .toContain('Reprendre ici');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
