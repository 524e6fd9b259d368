/**
 * A signed-in reader's session and likes in Debian's Chromium, against the real server
 *: a reload in airplane mode keeps the reader signed in (defect 1), and a like
 * shows exactly one more and reaches the server at once while online (defect 3). The
 * poems screen's "with recitation" filter, read from the real mirror, lists the poems the
 * server lists (defect 2).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  seriousProblems,
  settled,
  waitForHeading,
} from './support/browser';
import { mirrorRows, waitForFirstSync, waitForMirror } from './support/mirror';
import { registerReader, signedInDevice, type Reader } from './support/reader';

const baseUrl = inject('baseUrl');
let browser: Browser;
let reader: Reader;

beforeAll(async () => {
  browser = await launchBrowser();
  reader = await registerReader(baseUrl, 'lecteur', { firstName: 'Awa', lastName: 'Ndiaye' });
});
afterAll(() => browser?.close());

async function servedPoem(id: string) {
  return (await (await fetch(`${baseUrl}/api/poems/${id}`)).json()) as {
    id: string;
    title: string;
    likes: number;
  };
}

async function firstPoemId() {
  const page = (await (await fetch(`${baseUrl}/api/poems?size=1`)).json()) as {
    content: { id: string }[];
  };
  return page.content[0]!.id;
}

const likeButton = (page: Page) => page.getByRole('button', { name: 'J’aime', exact: true });

describe('a signed-in reader', () => {
  it('stays signed in after a reload in airplane mode, and after reconnecting', async () => {
    const { context, page, problems } = await signedInDevice(browser, baseUrl, reader);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const poem = await servedPoem(await firstPoemId());
    await page.goto(`/poem/${poem.id}`);
    await waitForHeading(page, poem.title);
    await likeButton(page).waitFor();

    await context.setOffline(true);
    await page.reload();
    await waitForHeading(page, poem.title);
    await likeButton(page).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Compte de Awa Ndiaye' }).waitFor();

    // Back online, the session is checked again (the account asked of the server) and confirmed.
    const checked = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/me' && response.ok(),
      { timeout: 15_000 },
    );
    await context.setOffline(false);
    await checked;
    await settled(page);
    await likeButton(page).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();
    expect(seriousProblems(problems)).toEqual([]);
    await context.close();
  });

  it('likes a poem: exactly one more on screen, and on the server within seconds', async () => {
    const { context, page, problems } = await signedInDevice(browser, baseUrl, reader);
    const before = await servedPoem(await firstPoemId());
    await page.goto(`/poem/${before.id}`);
    await waitForHeading(page, before.title);
    const count = (n: number) => page.getByText(`J’aime : ${n}`, { exact: true });
    await count(before.likes).waitFor();

    await likeButton(page).click();
    await count(before.likes + 1).waitFor();
    await expect
      .poll(async () => (await servedPoem(before.id)).likes, { timeout: 5_000 })
      .toBe(before.likes + 1);
    // Once the mirror has the server's count too, the screen still says one more.
    await waitForMirror(
      page,
      async () =>
        (await mirrorRows<{ id: string; likes: number }>(page, 'poems')).find(
          (row) => row.id === before.id,
        )?.likes ===
        before.likes + 1,
      { what: 'the liked count in the mirror' },
    );
    await settled(page);
    expect(await count(before.likes + 1).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the poems screen’s "with recitation" filter', () => {
  it('lists, from the mirror, the poems the server lists', async () => {
    const served = (await (
      await fetch(`${baseUrl}/api/poems/filter?withAudio=true&size=100`)
    ).json()) as { content: { title: string }[] };
    expect(served.content.length).toBeGreaterThan(0);
    const { context, page } = await openPage(browser, baseUrl);
    await page.goto('/');
    await waitForFirstSync(page, baseUrl);
    await page.goto('/poems?withAudio=true');
    const titles = page.locator('main article h2');
    await expect
      .poll(async () => (await titles.allTextContents()).sort(), { timeout: 10_000 })
      .toEqual(served.content.map((p) => p.title).sort());
    await context.close();
  });
});
