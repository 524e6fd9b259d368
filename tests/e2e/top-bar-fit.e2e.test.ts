/**
 * Nothing in the top bar overlaps on a phone: at 320 to 430 px, in the
 * four languages, offline (the sync indicator's badge is the widest state) and online,
 * every control of the bar sits inside the viewport and beside, never over, the others.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, settled, waitForCounters } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WIDTHS = [320, 360, 390, 430];
const LANGUAGES = ['fr', 'wol', 'ar', 'en'];

/** The visible controls of the bar (links, buttons, the status) and what overlaps. */
function overlaps(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const parts = [...header.querySelectorAll('a, button, [role="status"] > *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    // Only the outermost: a button's own parts sit inside it by design.
    const outer = parts.filter((el) => !parts.some((other) => other !== el && other.contains(el)));
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}"`;
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    outer.forEach((el, i) => {
      const a = el.getBoundingClientRect();
      if (a.left < -0.5 || a.right > width + 0.5)
        found.push(`${name(el)} outside the viewport (${a.left}–${a.right} of ${width})`);
      for (const other of outer.slice(i + 1)) {
        const b = other.getBoundingClientRect();
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 0.5 && y > 0.5) found.push(`${name(el)} overlaps ${name(other)} by ${x} px`);
      }
    });
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    return found;
  });
}

describe('the top bar on a phone', () => {
  it.each(LANGUAGES)('has no overlap at 320–430 px, online and offline (%s)', async (lng) => {
    const { context, page } = await openPage(browser, baseUrl, {
      viewport: { width: 360, height: 780 },
    });
    await page.goto(`/?lng=${lng}`);
    await waitForCounters(page);
    const problems: string[] = [];
    for (const offline of [false, true]) {
      await context.setOffline(offline);
      if (offline) await page.locator('[data-sync-status="offline"]').waitFor();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 780 });
        await settled(page);
        for (const p of await overlaps(page))
          problems.push(`${lng} ${width}px ${offline ? 'offline' : 'online'}: ${p}`);
      }
    }
    await context.setOffline(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
