/** Accessibility checks the browser suites share. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The page's serious and critical WCAG 2.1 A/AA violations, each with the elements it names. */
export const seriousViolations = async (page: Page): Promise<string[]> =>
  (
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  ).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
