/** Saves a full-page screenshot under tests/e2e/.artifacts/screenshots (kept by CI). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './browser';

export const SCREENSHOTS_DIR = join(ARTIFACTS_DIR, 'screenshots');

/** Writes `<name>.png` (full page, after fonts load) and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
