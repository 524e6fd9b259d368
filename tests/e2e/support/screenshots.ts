/**
 * Screenshots of screens for people to look at (CI keeps tests/e2e/.artifacts): one PNG
 * per screen, language and width, named `<screen>-<lng>-<width>.png`. Any suite may
 * call it; it waits for fonts so text is drawn in its real face.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './browser';

export const SCREENSHOTS_DIR = join(ARTIFACTS_DIR, 'screenshots');

export async function saveScreenshot(page: Page, screen: string, lng: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()?.width ?? 0;
  const path = join(SCREENSHOTS_DIR, `${screen}-${lng}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** True when the page is wider than its viewport (something overflows horizontally). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
