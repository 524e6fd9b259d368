/**
 * Chromium for the browser suites: Debian's build (no browser download is possible
 * here), a fresh context per test, and a record of console errors, page errors and
 * Content-Security-Policy violations so every test can assert there were none.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const ARTIFACTS_DIR = 'tests/e2e/.artifacts';

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 360, height: 780 } as const;

/** The flags every Chromium run on this machine uses (also the offline benchmark's). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** What a page cut off from the network logs, expected while a suite holds it offline. */
const OFFLINE_NOISE =
  /ERR_INTERNET_DISCONNECTED|Failed to load resource|API call failed|Sync failed/;

/** The problems a page met (TestPage.problems) other than being offline. */
export const seriousProblems = (problems: string[]) =>
  problems.filter((problem) => !OFFLINE_NOISE.test(problem));

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught page errors and CSP violations seen so far. */
  problems: string[];
}

/**
 * How long a navigation waits for the client to take over the server's first screen. Under
 * 2 s here; 15 s ran out once with the whole test suite running beside the browser suites,
 * and the suite then clicked the server's inert language button.
 */
const TAKEOVER_WAIT_MS = 30_000;

/** A new context (fresh storage, French browser unless told otherwise) and one page in it. */

export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    viewport: DESKTOP,
    ...options,
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A page whose HTML holds its first screen (server: first-screen/) looks ready before its
  // script runs: a suite would click the server's markup, which the client then replaces.
  // Navigations resolve once the client has taken over (a page that never does: after 30 s).
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await page
      .waitForFunction(() => !document.querySelector('#root > .fs-app'), undefined, {
        timeout: TAKEOVER_WAIT_MS,
      })
      .catch(() => undefined);
    return response;
  };
  return { context, page, problems };
}

/** Waits until the home counters show numbers (the stats call answered). */
export async function waitForCounters(page: Page) {
  await page
    .locator('[data-counter="poems"] dd')
    .filter({ hasText: /\d/ })
    .waitFor({ timeout: 20_000 });
}

/**
 * Waits for the page's h1 to read exactly `name` (or match a RegExp): routes render after
 * the URL changes, once their lazily loaded chunk arrives.
 */
export async function waitForHeading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });
}

/**
 * Waits until what the reader sees has stopped moving: the typefaces loaded, no finite
 * animation running (a dialog's or a card's entrance; endless ones, a spinner, never end),
 * and two frames drawn since, so that a layout a resize or a React commit asked for is on
 * screen. For checks of layout, overlap and screenshots.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
